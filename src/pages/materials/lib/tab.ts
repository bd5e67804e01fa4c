export type MaterialsTab = 'own' | 'shared' | 'forms';

/** The tab in the URL (`?tab=shared`, `?tab=forms`); anything else is my materials. */
export const tabOf = (value: string | null): MaterialsTab => (value === 'shared' || value === 'forms' ? value : 'own');
