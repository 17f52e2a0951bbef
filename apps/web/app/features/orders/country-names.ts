import { useMatches } from 'react-router';
import { countryChoices, countryName } from '@oja/shared/countries';

/** Country code and name in the page's language, in the forms' order (country-names.server.ts). */
export type CountryNames = [code: string, name: string][];

const english: CountryNames = countryChoices.map((c) => [c.code, c.name]);

/** The names a matched route's loader sent (`countryNames`), else null (English). */
function useSentNames(): CountryNames | null {
  for (const match of useMatches()) {
    const data = match.loaderData as { countryNames?: CountryNames | null } | undefined;
    if (data?.countryNames) return data.countryNames;
  }
  return null;
}

/** The shipping countries as a form lists them, named in the page's language where known. */
export function useCountryChoices(): CountryNames {
  return useSentNames() ?? english;
}

/** `const name = useCountryName(); name('GB')`: one country's name in the page's language. */
export function useCountryName() {
  const sent = useSentNames();
  return (code: string) => sent?.find(([c]) => c === code)?.[1] ?? countryName(code);
}
