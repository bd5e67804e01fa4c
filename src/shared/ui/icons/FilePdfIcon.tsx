import { LineIcon, type IconProps } from './create-icon';

export const FilePdfIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm0 0v6h6" />
      <path d="M8 18v-5h1.5a1.5 1.5 0 0 1 0 3H8m6 2v-5m0 0h2.5M14 15.5h2" />
    </>
  </LineIcon>
);
