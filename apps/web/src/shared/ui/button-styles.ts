/** Button looks shared by links and buttons, so a link styled as a button matches a real one. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-coral-600 text-white hover:bg-coral-700`,
  secondary: `${base} border-2 border-navy-800 bg-white text-navy-800 hover:bg-navy-50`,
  ghost: `${base} text-navy-800 hover:bg-navy-50`,
  /** What cannot be undone (deleting the account). */
  danger: `${base} border-2 border-danger bg-white text-danger hover:bg-danger hover:text-white`,
} as const;
