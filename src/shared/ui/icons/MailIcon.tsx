import { LineIcon, type IconProps } from './create-icon';

export const MailIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 6-10 7L2 6" />
    </>
  </LineIcon>
);
