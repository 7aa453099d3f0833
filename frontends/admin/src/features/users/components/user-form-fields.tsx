import { PLAN_LIMITS } from '@lavadero/contracts/users';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { SelectFormField } from '@lavadero/ui/components/select-form-field';
import { Switch } from '@lavadero/ui/components/switch';
import { type Control, useController } from 'react-hook-form';
import { PLAN_OPTIONS, ROLE_OPTIONS, type UserForm } from './user-form';

/**
 * The fields of 'Nuevo Usuario' and 'Editar Usuario' (spec 2 §5). The passwords only on creation; the
 * username is shown on edit but cannot be changed. Choosing a plan puts its allowance in the limit.
 */
export function UserFormFields<Body>({
  control,
  disabled,
  creating,
}: {
  control: Control<UserForm, unknown, Body>;
  disabled: boolean;
  creating: boolean;
}) {
  const limit = useController({ control, name: 'monthlyInvoiceLimit' }).field;
  const active = useController({ control, name: 'isActive' }).field;
  const blocked = useController({ control, name: 'isBlocked' }).field;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        control={control}
        name="username"
        id="user-username"
        label="Usuario"
        required
        hint={creating ? 'Letras, números y guión bajo' : 'El usuario no se puede cambiar'}
      >
        {(aria, field) => (
          <Input
            {...aria}
            {...field}
            disabled={disabled || !creating}
            autoComplete="off"
            autoFocus={creating}
          />
        )}
      </FormField>
      <FormField control={control} name="fullName" id="user-fullName" label="Nombre completo" required>
        {(aria, field) => <Input {...aria} {...field} disabled={disabled} autoFocus={!creating} />}
      </FormField>
      <FormField control={control} name="email" id="user-email" label="Email" className="sm:col-span-2">
        {(aria, field) => <Input {...aria} {...field} type="email" disabled={disabled} autoComplete="off" />}
      </FormField>
      {creating && (
        <>
          <FormField control={control} name="password" id="user-password" label="Contraseña" required>
            {(aria, field) => (
              <Input {...aria} {...field} type="password" disabled={disabled} autoComplete="new-password" />
            )}
          </FormField>
          <FormField
            control={control}
            name="confirmPassword"
            id="user-confirmPassword"
            label="Confirmar contraseña"
            required
          >
            {(aria, field) => (
              <Input {...aria} {...field} type="password" disabled={disabled} autoComplete="new-password" />
            )}
          </FormField>
        </>
      )}
      <SelectFormField
        control={control}
        name="role"
        id="user-role"
        label="Rol"
        required
        className="block space-y-2"
        options={ROLE_OPTIONS}
        disabled={disabled}
      />
      <SelectFormField
        control={control}
        name="subscriptionType"
        id="user-subscriptionType"
        label="Plan de suscripción"
        required
        className="block space-y-2"
        options={PLAN_OPTIONS}
        disabled={disabled}
        onValueChange={(plan) => limit.onChange(String(PLAN_LIMITS[plan]))}
      />
      <FormField
        control={control}
        name="monthlyInvoiceLimit"
        id="user-monthlyInvoiceLimit"
        label="Límite mensual de facturas"
        required
        hint="Entre 1 y 10000"
      >
        {(aria, field) => <Input {...aria} {...field} inputMode="numeric" disabled={disabled} />}
      </FormField>
      <FormField
        control={control}
        name="expirationDate"
        id="user-expirationDate"
        label="Fecha de expiración"
        hint="Vacío: sin límite"
      >
        {(aria, field) => <Input {...aria} {...field} type="date" disabled={disabled} />}
      </FormField>
      <div className="flex items-center gap-2">
        <Switch
          id="user-isActive"
          checked={active.value}
          onCheckedChange={active.onChange}
          disabled={disabled}
        />
        <Label htmlFor="user-isActive">Usuario activo</Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id="user-isBlocked"
          checked={blocked.value}
          onCheckedChange={blocked.onChange}
          disabled={disabled}
        />
        <Label htmlFor="user-isBlocked">Bloqueado</Label>
      </div>
    </div>
  );
}
