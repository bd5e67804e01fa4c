import { LineIcon, type IconProps } from './create-icon';

export const FileSpreadsheetIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm0 0v6h6M8 12h8v6H8zm0 3h8m-4-3v6" />
  </LineIcon>
);
