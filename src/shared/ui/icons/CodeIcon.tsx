import { LineIcon, type IconProps } from './create-icon';

export const CodeIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
  </LineIcon>
);
