import { Type } from 'typebox';
import { Address, Email, Name, PlainText, OptionalPersonFields, OptionalText, Password, Phone, Token } from '../common-fields.js';

export const CompanySchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    address: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    website: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    logo: Type.Union([Type.String(), Type.Null()], { description: 'URL of the logo, or null.' }),
    material_approval: Type.Boolean({ description: 'Materials need approval before they reach clients.' }),
    material_lifetime_days: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: 'A new upload may be used for this many days (its default "use until"); null: no default.',
    }),
    material_retention_years: Type.Integer({
      minimum: 0,
      description:
        'Years the record of a deleted material (versions, approvals, copies) is kept after its last use; at least 3 while approval is on.',
    }),
  },
  { $id: 'Company', title: 'Company' },
);

export const RegistrationDetailsSchema = Type.Object(
  {
    email: Type.String({ description: 'The address the registration link was sent to.' }),
    expires_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'RegistrationDetails', title: 'RegistrationDetails' },
);

const CompanyName = PlainText({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Optional320 = OptionalText(320);

export const CompanyUpdateSchema = Type.Object(
  {
    name: Type.Optional(CompanyName),
    address: Optional320,
    phone: OptionalText(40),
    website: Optional320,
    email: Type.Optional(Type.Union([Email, Type.Literal('')])),
    material_approval: Type.Optional(Type.Boolean({ description: 'Materials need approval before they reach clients.' })),
    material_lifetime_days: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()], {
        description: 'Default lifetime of a new upload in days (1–3650), or null for none.',
      }),
    ),
    material_retention_years: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 30,
        description: 'Years (0–30) the record of a deleted material is kept after its last use; at least 3 while approval is on.',
      }),
    ),
  },
  { additionalProperties: false, title: 'CompanyUpdate' },
);

export const LogoFormSchema = Type.Object(
  { logo: Type.String({ format: 'binary', description: 'An image file (≤ 5 MB; JPEG, PNG, WebP, GIF or AVIF, not SVG).' }) },
  { additionalProperties: false, title: 'LogoForm' },
);

export const LogoParamsSchema = Type.Object({ logo_id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const RegisterCompanyQuerySchema = Type.Object({ token: Token }, { additionalProperties: false });

export const CompanyRegistrationSchema = Type.Object(
  {
    company_name: CompanyName,
    company_address: Optional320,
    company_phone: OptionalText(40),
    company_website: Optional320,
    company_email: Type.Optional(Email),
    email: Email,
    first_name: Name,
    last_name: Name,
    phone: Phone,
    address: Address,
    password: Password,
    confirm_password: Password,
    ...OptionalPersonFields,
  },
  { additionalProperties: false, title: 'CompanyRegistration' },
);
