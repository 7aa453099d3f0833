import type { RoleValue } from '@lavadero/contracts/auth';
import { PLAN_LIMITS, type SubscriptionValue, type UserDto } from '@lavadero/contracts/users';
import { asuncionToday } from '@lavadero/fiscal/asuncion-day';

/**
 * What the user dialog holds: texts as typed, the expiry as the date input's 'YYYY-MM-DD' (the server
 * reads a day as lasting until it ends in Asunción), the limit as typed. The contracts' schemas
 * (NewUserForm, EditUserForm) turn it into the body: empty texts as null, the limit as a number.
 */
export interface UserForm {
  username: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  email: string;
  role: RoleValue;
  subscriptionType: SubscriptionValue;
  monthlyInvoiceLimit: string;
  expirationDate: string;
  isActive: boolean;
  isBlocked: boolean;
}

/** Spec 2 §9: plan free, role user, limit 50. */
export const EMPTY_USER_FORM: UserForm = {
  username: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  email: '',
  role: 'user',
  subscriptionType: 'free',
  monthlyInvoiceLimit: String(PLAN_LIMITS.free),
  expirationDate: '',
  isActive: true,
  isBlocked: false,
};

/** The edit form: no password fields are sent on edit, and the username is shown but never sent. */
export function userToForm(user: UserDto): UserForm {
  return {
    ...EMPTY_USER_FORM,
    username: user.username,
    fullName: user.fullName ?? '',
    email: user.email ?? '',
    role: user.role as RoleValue,
    subscriptionType: user.subscriptionType as SubscriptionValue,
    monthlyInvoiceLimit: String(user.monthlyInvoiceLimit),
    expirationDate: user.expirationDate ? asuncionToday(new Date(user.expirationDate)) : '',
    isActive: user.isActive,
    isBlocked: user.isBlocked,
  };
}

export const PLAN_OPTIONS = [
  { value: 'free', label: 'Gratuito (50 facturas/mes)' },
  { value: 'basic', label: 'Básico (200 facturas/mes)' },
  { value: 'premium', label: 'Premium (1.000 facturas/mes)' },
  { value: 'enterprise', label: 'Empresarial (ilimitado)' },
] as const satisfies readonly { value: SubscriptionValue; label: string }[];

export const ROLE_OPTIONS = [
  { value: 'admin', label: 'Administrador' },
  { value: 'user', label: 'Usuario' },
  { value: 'readonly', label: 'Solo Lectura' },
] as const satisfies readonly { value: RoleValue; label: string }[];
