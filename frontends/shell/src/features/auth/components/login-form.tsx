import { Button } from '@lavadero/ui/components/button';
import { FormField } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { useZodForm } from '@lavadero/ui/forms/use-zod-form';
import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLogin } from '../api/login';

// The server's own LoginBody, loaded once the form is up: zod is not needed to show the login.
const loginSchema = () => import('../api/login-schema').then((m) => m.LoginBody);

/** Checked on submit with the server's own LoginBody schema (spec 1 §5), so the texts are the same. */
export function LoginForm() {
  const [showPassword, setShowPassword] = useState(false);
  const login = useLogin();
  const pending = login.isPending;
  useEffect(() => {
    loginSchema().catch(() => {}); // a failure surfaces at submit, which loads it again
  }, []);
  const form = useZodForm(loginSchema, {
    defaultValues: { username: '', password: '' },
    onValid: (body) => login.mutate(body),
  });
  const { control } = form;

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <FormField control={control} name="username" id="username" label="Usuario">
        {(aria, field) => (
          <Input
            {...aria}
            {...field}
            autoComplete="username"
            placeholder="Ingrese su usuario"
            disabled={pending}
            autoFocus
          />
        )}
      </FormField>
      <FormField control={control} name="password" id="password" label="Contraseña">
        {(aria, field) => (
          <div className="relative">
            <Input
              {...aria}
              {...field}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder="Ingrese su contraseña"
              disabled={pending}
              className="pr-10"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="absolute top-0 right-0 h-full px-3 hover:bg-transparent"
              onClick={() => setShowPassword((v) => !v)}
              disabled={pending}
              aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
              aria-pressed={showPassword}
            >
              {showPassword ? <EyeOff /> : <Eye />}
            </Button>
          </div>
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? (
          <>
            <Loader2 className="animate-spin" />
            Iniciando sesión...
          </>
        ) : (
          'Iniciar Sesión'
        )}
      </Button>
    </form>
  );
}
