import type { SectionDef } from './fields.js';

/** The template every company starts with. */
export const STARTER_TITLE = 'Client intake — life and health insurance';
export const STARTER_DESCRIPTION =
  'Tell us about yourself and your household so we can recommend the right life and health coverage. Your answers are saved as you type.';

export const STARTER_SECTIONS: SectionDef[] = [
  {
    id: 'identity',
    title: 'Identity',
    fields: [
      { key: 'first_name', kind: 'short_text', label: 'First name', required: true },
      { key: 'last_name', kind: 'short_text', label: 'Last name', required: true },
      { key: 'date_of_birth', kind: 'date', format: 'birth_date', label: 'Date of birth', required: true },
      {
        key: 'ssn',
        kind: 'sensitive',
        format: 'ssn',
        label: 'Social Security number',
        help: 'Needed by the insurer to identify you. Stored encrypted.',
        required: true,
      },
      {
        key: 'gender',
        kind: 'single_choice',
        label: 'Sex at birth',
        help: 'Insurers price by it.',
        required: false,
        options: ['Female', 'Male'],
      },
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    fields: [
      { key: 'email', kind: 'email', label: 'Email', required: true },
      { key: 'phone', kind: 'phone', label: 'Mobile phone', required: true },
      { key: 'street', kind: 'short_text', label: 'Street address', required: true },
      { key: 'city', kind: 'short_text', label: 'City', required: true },
      { key: 'state', kind: 'us_state', label: 'State', required: true },
    ],
  },
  {
    id: 'household',
    title: 'Household',
    fields: [
      {
        key: 'marital_status',
        kind: 'single_choice',
        label: 'Marital status',
        required: true,
        options: ['Single', 'Married', 'Domestic partnership', 'Divorced', 'Widowed'],
      },
      { key: 'dependents', kind: 'number', label: 'Number of dependents', required: false, min: 0, max: 20 },
      {
        key: 'annual_income',
        kind: 'currency',
        label: 'Household annual income',
        help: 'Before taxes, in US dollars.',
        required: false,
        min: 0,
      },
    ],
  },
  {
    id: 'beneficiaries',
    title: 'Beneficiaries',
    fields: [
      { key: 'primary_beneficiary', kind: 'short_text', label: 'Primary beneficiary (full name)', required: true },
      {
        key: 'beneficiary_relationship',
        kind: 'single_choice',
        label: 'Relationship to you',
        required: true,
        options: ['Spouse', 'Child', 'Parent', 'Sibling', 'Other'],
      },
      { key: 'contingent_beneficiary', kind: 'short_text', label: 'Contingent beneficiary (optional)', required: false },
    ],
  },
  {
    id: 'health',
    title: 'Health questions',
    fields: [
      { key: 'tobacco', kind: 'yes_no', label: 'Have you used tobacco or nicotine in the last 12 months?', required: true },
      {
        key: 'conditions',
        kind: 'multiple_choice',
        label: 'Have you been treated for any of these?',
        required: false,
        options: ['Heart disease', 'Diabetes', 'Cancer', 'High blood pressure', 'None of these'],
      },
      { key: 'health_notes', kind: 'long_text', label: 'Anything else we should know about your health?', required: false },
    ],
  },
  {
    id: 'consent',
    title: 'Consent',
    fields: [
      { key: 'consent_contact', kind: 'yes_no', label: 'May we contact you about quotes by phone and email?', required: true },
      {
        key: 'coverage_wanted',
        kind: 'multiple_choice',
        label: 'Coverage you are interested in',
        required: true,
        options: ['Term life', 'Whole life', 'Health', 'Dental and vision', 'Long-term care'],
      },
    ],
  },
];
