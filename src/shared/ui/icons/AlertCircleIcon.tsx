import { LineIcon, type IconProps } from './create-icon';

export const AlertCircleIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4m0 4h.01" />
    </>
  </LineIcon>
);
