/**
 * `sx` for text that screen readers read but the eye does not see (a state such as "Unread", a column's
 * name). Sizes in px: in `sx`, a width of 1 would mean 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
