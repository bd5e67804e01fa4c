import { LineIcon, type IconProps } from './create-icon';

export const FileImageIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <path d="m21 15-5-5L5 21" />
    </>
  </LineIcon>
);
