export { FormFieldInput } from './ui/FormFieldInput/FormFieldInput';
export { FormSectionFields } from './ui/FormSectionFields/FormSectionFields';
export { AnswerList } from './ui/AnswerList/AnswerList';
export { cleanAnswers, displayAnswer, isEmptyAnswer, US_STATES, validateAnswer } from './lib/validate';
export { sendFormBody } from './lib/send-body';
export { TemplateSelect, useDefaultTemplate } from './ui/TemplateSelect/TemplateSelect';
export type { TemplateSelectProps } from './ui/TemplateSelect/TemplateSelect';
