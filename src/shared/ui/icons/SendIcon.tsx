import { LineIcon, type IconProps } from './create-icon';

export const SendIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />
  </LineIcon>
);
