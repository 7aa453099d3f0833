import type { LoginBody } from '@lavadero/contracts/auth';
import { Button } from '@lavadero/ui/components/button';
import { FieldError } from '@lavadero/ui/components/form-field';
import { Input } from '@lavadero/ui/components/input';
import { Label } from '@lavadero/ui/components/label';
import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLogin } from '../api/login';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/**
 * Checked on submit (spec 1 §5), with the texts of the server's LoginBody schema. Written out rather than
 * importing that zod schema: two required fields do not justify loading zod before the login screen.
 */
function validate(values: LoginBody): { body?: LoginBody; errors: FieldErrors } {
  const username = values.username.trim();
  const errors: FieldErrors = {};
  if (!username) errors.username = 'El nombre de usuario es requerido';
  if (!values.password) errors.password = 'La contraseña es requerida';
  if (errors.username || errors.password) return { errors };
  return { body: { username, password: values.password }, errors };
}

export function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = useLogin();
  const pending = login.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { body, errors: found } = validate({ username, password });
    setErrors(found);
    if (body) login.mutate(body);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="username">Usuario</Label>
        <Input
          id="username"
          name="username"
          autoComplete="username"
          placeholder="Ingrese su usuario"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          disabled={pending}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'username-error' : undefined}
          autoFocus
        />
        <FieldError id="username-error" message={errors.username} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="password">Contraseña</Label>
        <div className="relative">
          <Input
            id="password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="Ingrese su contraseña"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={pending}
            className="pr-10"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'password-error' : undefined}
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
        <FieldError id="password-error" message={errors.password} />
      </div>
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
