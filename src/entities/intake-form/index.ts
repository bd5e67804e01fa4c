export { FormFieldInput } from './ui/FormFieldInput/FormFieldInput';
export { FormSectionFields } from './ui/FormSectionFields/FormSectionFields';
export { AnswerList } from './ui/AnswerList/AnswerList';
export { SignerAnswerList } from './ui/SignerAnswerList/SignerAnswerList';
export { cleanAnswers } from './lib/answers';
export { sendFormBody } from './lib/send-body';
export { TemplateSelect, useDefaultTemplate } from './ui/TemplateSelect/TemplateSelect';
export type { TemplateSelectProps } from './ui/TemplateSelect/TemplateSelect';
