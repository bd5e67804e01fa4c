import { LineIcon, type IconProps } from './create-icon';

export const EditIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M17 3a2.83 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z" />
  </LineIcon>
);
