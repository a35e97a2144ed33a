/** Tailwind classes shared by the server-rendered forms (checkout, account, password reset). */
export const INPUT_CLASS =
  'mt-1 block min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-700';
export const SUBMIT_CLASS = 'mt-4 min-h-11 rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-700';
