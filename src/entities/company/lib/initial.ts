/** The first letter of the company's name, for a logo placeholder. */
export function companyInitial(name: string): string {
  const [first] = [...name.trim()];
  return first ? first.toLocaleUpperCase() : '?';
}
