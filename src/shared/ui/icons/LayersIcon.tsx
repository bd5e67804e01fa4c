import { LineIcon, type IconProps } from './create-icon';

/** The brand mark, in a file of its own so the first page does not load the other icons. */
export const LayersIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 2 2 7l10 5 10-5zM2 17l10 5 10-5M2 12l10 5 10-5" />
  </LineIcon>
);
