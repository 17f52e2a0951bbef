import { languageNames, translationLanguages, type TranslationLanguage } from '@oja/shared/catalog-languages';
import { InputField, TextAreaField } from '../../ui/fields';

type Names = Partial<Record<TranslationLanguage, { title: string; description?: string }>>;

/** The form field names of one language's translation, as the API's error paths name them. */
export const translationFieldNames = (withDescription: boolean) =>
  translationLanguages.flatMap((l) => [
    `translations.${l}.title`,
    ...(withDescription ? [`translations.${l}.description`] : []),
  ]);

/** The form's translation fields as the API's `translations` body (an empty name removes one). */
export function translationsOf(values: Record<string, string | undefined>, withDescription: boolean) {
  return Object.fromEntries(
    translationLanguages.map((l) => [
      l,
      {
        title: values[`translations.${l}.title`] ?? '',
        ...(withDescription ? { description: values[`translations.${l}.description`] ?? '' } : {}),
      },
    ]),
  );
}

/**
 * Optional names (and, for products, descriptions: "Details", so that no label repeats the English
 * fields' "Title" or "Description") per language. Shoppers reading the shop in a
 * language see these, and search finds the product by them; empty ones show the English text.
 */
export function TranslationFields({
  translations,
  withDescription,
  errors,
  values,
}: {
  translations?: Names;
  withDescription: boolean;
  errors: Record<string, string>;
  values?: Record<string, string>;
}) {
  const v = (name: string, fallback: string) => values?.[name] ?? fallback;
  return (
    <fieldset className="admin-translations">
      <legend>Names in other languages (optional)</legend>
      <p className="field-hint">
        Shown to shoppers who read the shop in that language; search finds the product by any of them. Left empty, the
        English text shows.
      </p>
      {translationLanguages.map((l) => {
        const name = `translations.${l}.title`;
        const description = `translations.${l}.description`;
        return (
          <div key={l} className="admin-translation">
            <InputField
              label={`Name in ${languageNames[l]}`}
              name={name}
              lang={l}
              maxLength={200}
              defaultValue={v(name, translations?.[l]?.title ?? '')}
              error={errors[name]}
            />
            {withDescription ? (
              <TextAreaField
                label={`Details in ${languageNames[l]}`}
                name={description}
                lang={l}
                rows={2}
                maxLength={5000}
                defaultValue={v(description, translations?.[l]?.description ?? '')}
                error={errors[description]}
              />
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
