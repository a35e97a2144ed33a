/**
 * States per country as WooCommerce lists them (i18n/states.php), for the
 * countries the shop delivers to. Only Germany has them; Estonia, Finland and
 * Poland are listed with none, Latvia and Lithuania not at all: there any
 * state text is accepted, as WooCommerce's ValidationUtils accepts it.
 */
const STATES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  DE: {
    'DE-BW': 'Baden-Württemberg',
    'DE-BY': 'Bavaria',
    'DE-BE': 'Berlin',
    'DE-BB': 'Brandenburg',
    'DE-HB': 'Bremen',
    'DE-HH': 'Hamburg',
    'DE-HE': 'Hesse',
    'DE-MV': 'Mecklenburg-Vorpommern',
    'DE-NI': 'Lower Saxony',
    'DE-NW': 'North Rhine-Westphalia',
    'DE-RP': 'Rhineland-Palatinate',
    'DE-SL': 'Saarland',
    'DE-SN': 'Saxony',
    'DE-ST': 'Saxony-Anhalt',
    'DE-SH': 'Schleswig-Holstein',
    'DE-TH': 'Thuringia',
  },
};

/** The state codes of a country, in WooCommerce's order; empty when it has none. */
export function stateCodesOf(country: string): string[] {
  return Object.keys(STATES[country] ?? {});
}

/**
 * The state as stored (WooCommerce's format_state): in a country with states,
 * a code or an English name in any case becomes the upper-case code
 * ('bavaria' → 'DE-BY', 'de-by' → 'DE-BY'); elsewhere the text as given.
 */
export function formatState(raw: string, country: string): string {
  const value = raw.trim();
  const states = STATES[country];
  if (!states || value === '') return value;
  const upper = value.toUpperCase();
  const byName = Object.entries(states).find(([, name]) => name.toUpperCase() === upper);
  return byName ? byName[0] : upper;
}

/** Whether a formatted state is one of the country's (any state passes in a country without a list). */
export function isValidState(formatted: string, country: string): boolean {
  const codes = stateCodesOf(country);
  return formatted === '' || codes.length === 0 || codes.includes(formatted);
}
