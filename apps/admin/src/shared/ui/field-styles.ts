/** The frame of every text input, select and text area; red while the field has an error. */
export function fieldClass(error: string | undefined): string {
  return `min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base text-navy-800 placeholder:text-navy-300 focus:border-navy-600 disabled:bg-navy-50 ${
    error ? 'border-danger' : 'border-navy-100'
  }`;
}

export const labelClass = 'mb-1 block text-sm font-bold text-navy-800';
