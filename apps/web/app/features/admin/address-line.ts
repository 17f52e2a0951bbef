/** The parts of an address the back office writes on one line. */
export interface AddressParts {
  street: string;
  city: string;
  lga?: string | null;
  state: string;
  postal_code: string;
  country_name: string;
}

/**
 * "12 Broad Street, Lagos Island, Lagos 101001, Nigeria": the parts given, each once, a comma between
 * them and nothing for a part left empty (QA E22: "Ikeja, Lagos , Nigeria" without a postal code).
 * The LGA only when the town has not its name ("Ikeja, Ikeja").
 */
export function addressLine(a: AddressParts): string {
  const lga = a.lga && a.lga.toLowerCase() !== a.city.toLowerCase() ? a.lga : '';
  const statePostal = [a.state, a.postal_code]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  return [a.street, a.city, lga, statePostal, a.country_name]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}
