import { LineIcon, type IconProps } from './create-icon';

export const GridIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <>
      <rect x="3" y="3" width="7" height="7" />
      <rect x="14" y="3" width="7" height="7" />
      <rect x="14" y="14" width="7" height="7" />
      <rect x="3" y="14" width="7" height="7" />
    </>
  </LineIcon>
);
