import type { AdminPromotion, AdminVoucher } from '@oja/shared/promotions';
import { toDecimalText } from '@oja/shared/money';
import { CheckboxField, InputField, MoneyField, SelectField } from '../../ui/fields';
import { epochToZoned } from '@oja/shared/zoned-time';

type Values = Record<string, string> | undefined;
type Errors = Record<string, string>;

const pick = (values: Values, name: string, current: string | number | null | undefined) =>
  values?.[name] ?? (current ?? '').toString();

const when = (ms: number | null | undefined, timeZone: string) => (ms == null ? '' : epochToZoned(ms, timeZone));

/** When a voucher or promotion applies, in the shop's time zone. */
function ValidityFields({
  values,
  errors,
  starts,
  ends,
  timeZone,
}: {
  values: Values;
  errors: Errors;
  starts: number | null | undefined;
  ends: number | null | undefined;
  timeZone: string;
}) {
  return (
    <div className="field-row">
      <InputField
        label="Starts"
        name="starts_at"
        type="datetime-local"
        defaultValue={pick(values, 'starts_at', when(starts, timeZone))}
        hint="Empty: from now."
        error={errors.starts_at}
      />
      <InputField
        label="Ends"
        name="ends_at"
        type="datetime-local"
        defaultValue={pick(values, 'ends_at', when(ends, timeZone))}
        hint="Empty: no end."
        error={errors.ends_at}
      />
    </div>
  );
}

/** An amount in naira and in dollars (`<name>_ngn`, `<name>_usd`); empty for none. */
function MoneyPair({
  label,
  name,
  values,
  errors,
  minor,
}: {
  label: string;
  name: string;
  values: Values;
  errors: Errors;
  minor: [number | undefined, number | undefined];
}) {
  const money = (amount: number | undefined) => (amount === undefined || amount === 0 ? '' : toDecimalText(amount));
  return (
    <div className="field-row">
      {(['ngn', 'usd'] as const).map((currency, i) => (
        <MoneyField
          key={currency}
          label={`${label} (${currency === 'ngn' ? '₦' : '$'})`}
          name={`${name}_${currency}`}
          defaultValue={pick(values, `${name}_${currency}`, money(minor[i]))}
          error={errors[`${name}_${currency}`]}
        />
      ))}
    </div>
  );
}

/** The fields of a voucher, empty for a new one or filled with a voucher's values. */
export function VoucherFields({
  voucher,
  values,
  errors,
  timeZone,
}: {
  voucher?: AdminVoucher;
  values: Values;
  errors: Errors;
  timeZone: string;
}) {
  const v = (name: string, current: string | number | null | undefined) => pick(values, name, current);
  return (
    <>
      <div className="field-row">
        <InputField
          label="Code"
          name="code"
          required
          maxLength={40}
          defaultValue={v('code', voucher?.code)}
          hint="Letters, digits, - and _; shoppers may type it in any case."
          error={errors.code}
        />
        <InputField
          label="Description (for staff)"
          name="description"
          maxLength={200}
          defaultValue={v('description', voucher?.description)}
          error={errors.description}
        />
      </div>
      <div className="field-row">
        <SelectField
          label="Discount"
          name="kind"
          defaultValue={v('kind', voucher?.kind ?? 'percent')}
          error={errors.kind}
        >
          <option value="percent">A percentage off the goods</option>
          <option value="fixed">A fixed amount off</option>
        </SelectField>
        <InputField
          label="Percentage off"
          name="percent"
          type="number"
          min={0}
          max={100}
          defaultValue={v('percent', voucher?.percent || '')}
          error={errors.percent}
        />
      </div>
      <MoneyPair
        label="Amount off"
        name="amount"
        values={values}
        errors={errors}
        minor={[voucher?.amount_ngn_kobo, voucher?.amount_usd_cents]}
      />
      <MoneyPair
        label="Minimum spend"
        name="min_spend"
        values={values}
        errors={errors}
        minor={[voucher?.min_spend_ngn_kobo, voucher?.min_spend_usd_cents]}
      />
      <ValidityFields
        values={values}
        errors={errors}
        starts={voucher?.starts_at}
        ends={voucher?.ends_at}
        timeZone={timeZone}
      />
      <div className="field-row">
        <InputField
          label="Uses in all"
          name="usage_limit"
          type="number"
          min={1}
          defaultValue={v('usage_limit', voucher?.usage_limit)}
          hint="Empty: no limit."
          error={errors.usage_limit}
        />
        <InputField
          label="Uses per customer"
          name="per_customer_limit"
          type="number"
          min={1}
          defaultValue={v('per_customer_limit', voucher?.per_customer_limit)}
          hint="Empty: no limit."
          error={errors.per_customer_limit}
        />
      </div>
      <CheckboxField
        label="First order only"
        name="first_order_only"
        defaultChecked={values ? values.first_order_only === 'on' : voucher?.first_order_only}
      />
      <CheckboxField
        label="Free delivery (no shipping cost or freight)"
        name="free_delivery"
        defaultChecked={values ? values.free_delivery === 'on' : voucher?.free_delivery}
      />
    </>
  );
}

/** The fields of an automatic promotion. */
export function PromotionFields({
  promotion,
  categories,
  values,
  errors,
  timeZone,
}: {
  promotion?: AdminPromotion;
  categories: { id: number; title: string }[];
  values: Values;
  errors: Errors;
  timeZone: string;
}) {
  const v = (name: string, current: string | number | null | undefined) => pick(values, name, current);
  return (
    <>
      <div className="field-row">
        <InputField
          label="Name (shown to shoppers)"
          name="name"
          required
          maxLength={120}
          defaultValue={v('name', promotion?.name)}
          hint="For example: Fabric week: 20% off, or Spices: buy 3, pay 2"
          error={errors.name}
        />
        <SelectField
          label="Products"
          name="category_id"
          defaultValue={v('category_id', promotion?.category_id)}
          error={errors.category_id}
        >
          <option value="">Every product</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="field-row">
        <SelectField
          label="Promotion"
          name="kind"
          defaultValue={v('kind', promotion?.kind ?? 'category_percent')}
          error={errors.kind}
        >
          <option value="category_percent">A percentage off</option>
          <option value="buy_x_get_y">Buy some, get some free</option>
        </SelectField>
        <InputField
          label="Percentage off"
          name="percent"
          type="number"
          min={0}
          max={100}
          defaultValue={v('percent', promotion?.percent || '')}
          error={errors.percent}
        />
      </div>
      <div className="field-row">
        <InputField
          label="Buy (paid units)"
          name="buy_quantity"
          type="number"
          min={0}
          max={100}
          defaultValue={v('buy_quantity', promotion?.buy_quantity || '')}
          hint="Buy 3, pay 2: buy 2, get 1 free."
          error={errors.buy_quantity}
        />
        <InputField
          label="Get free (units)"
          name="free_quantity"
          type="number"
          min={0}
          max={100}
          defaultValue={v('free_quantity', promotion?.free_quantity || '')}
          error={errors.free_quantity}
        />
      </div>
      <ValidityFields
        values={values}
        errors={errors}
        starts={promotion?.starts_at}
        ends={promotion?.ends_at}
        timeZone={timeZone}
      />
    </>
  );
}
