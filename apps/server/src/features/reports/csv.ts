/**
 * CSV for spreadsheets: RFC 4180 quoting, and text that a spreadsheet would run as a formula
 * (it begins with =, +, -, @, a tab or a carriage return) written with a leading apostrophe, as
 * OWASP advises. Numbers are written as they are, so a negative amount stays a number.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
