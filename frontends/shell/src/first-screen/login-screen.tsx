import type { CurrentUserDto } from '@lavadero/contracts/auth';
import { type FormEvent, useEffect, useState } from 'react';
import { CarIcon, EyeIcon, EyeOffIcon, SpinnerIcon } from './icons';
import { type LoginErrors, type LoginFields, loginErrors } from './login-checks';
import { BUTTON, ICON_BUTTON, INPUT, LABEL } from './styles';

/** Why a sign-in was refused, as its toast says it. */
export interface LoginRefusal {
  readonly title: string;
  readonly description: string;
}

/**
 * The one login screen (spec 1 §5): the first screen shows it on opening the page, the shell after a
 * sign-out or an expired session. Drawn with plain elements and React alone: @lavadero/ui's components
 * and lucide-react are federation-shared, and loading them here would bring the federation runtime back
 * before the form. Each host shows the refusals in its own toaster. `onShown` runs once the form is usable.
 */
export function LoginScreen({
  onShown,
  onSignedIn,
  onRefused,
}: {
  onShown?: () => void;
  /** The user, or null when the server stored the sign-in but its read models are behind (202). */
  onSignedIn: (user: CurrentUserDto | null) => void;
  onRefused: (refusal: LoginRefusal) => void;
}) {
  const [fields, setFields] = useState<LoginFields>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    onShown?.(); // a block, not an arrow's value: React would take what onShown returns for a cleanup
  }, [onShown]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = loginErrors(fields);
    setErrors(found);
    if (found.username || found.password) return;
    setPending(true);
    const outcome = await signIn(fields);
    if ('signedIn' in outcome) return onSignedIn(outcome.signedIn);
    setPending(false);
    onRefused(outcome);
  }

  const field = (name: keyof LoginFields) => ({
    id: name,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => {
      const next = { ...fields, [name]: e.target.value };
      setFields(next);
      // As in every form: a message goes as soon as its field is corrected (none appears before a submit).
      if (errors[name]) setErrors((current) => ({ ...current, [name]: loginErrors(next)[name] }));
    },
    disabled: pending,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });
  const fieldError = (name: keyof LoginFields) =>
    errors[name] && (
      <p id={`${name}-error`} role="alert" className="text-destructive text-sm">
        {errors[name]}
      </p>
    );

  return (
    <div className="flex min-h-svh items-center justify-center bg-gradient-to-br from-primary/10 via-background to-primary/5 p-4">
      <div className="flex w-full max-w-md flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-lg">
        <div className="grid gap-1.5 px-6 text-center">
          <div className="mx-auto mb-2 flex size-14 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <CarIcon className="size-8" />
          </div>
          <h1 className="font-semibold text-2xl leading-none">Sistema de Gestión para Car Wash</h1>
          <p className="text-muted-foreground text-sm">Ingrese sus credenciales para acceder al sistema</p>
        </div>
        <form onSubmit={submit} noValidate className="space-y-4 px-6">
          <div className="grid gap-2">
            <label htmlFor="username" className={LABEL}>
              Usuario
            </label>
            <input
              {...field('username')}
              className={INPUT}
              autoComplete="username"
              placeholder="Ingrese su usuario"
              // biome-ignore lint/a11y/noAutofocus: the login is the page's one task
              autoFocus
            />
            {fieldError('username')}
          </div>
          <div className="grid gap-2">
            <label htmlFor="password" className={LABEL}>
              Contraseña
            </label>
            <div className="relative">
              <input
                {...field('password')}
                type={showPassword ? 'text' : 'password'}
                className={`${INPUT} pr-10`}
                autoComplete="current-password"
                placeholder="Ingrese su contraseña"
              />
              <button
                type="button"
                className={ICON_BUTTON}
                onClick={() => setShowPassword((v) => !v)}
                disabled={pending}
                aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                aria-pressed={showPassword}
              >
                {showPassword ? <EyeOffIcon /> : <EyeIcon />}
              </button>
            </div>
            {fieldError('password')}
          </div>
          <button type="submit" className={`${BUTTON} w-full`} disabled={pending}>
            {pending ? (
              <>
                <SpinnerIcon />
                Iniciando sesión...
              </>
            ) : (
              'Iniciar Sesión'
            )}
          </button>
        </form>
      </div>
    </div>
  );
}

/**
 * POST /api/auth/login with fetch rather than the shell's API client (federation-shared): a 401 here means
 * wrong credentials, not an expired session. The server's Spanish message (blocked, inactive, expired
 * password, too many attempts and when to retry) is the refusal's description.
 */
async function signIn(body: LoginFields): Promise<{ signedIn: CurrentUserDto | null } | LoginRefusal> {
  try {
    const reply = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username: body.username.trim(), password: body.password }),
    });
    const json = (await reply.json().catch(() => undefined)) as
      | { user?: CurrentUserDto; message?: string; details?: string }
      | undefined;
    if (reply.ok && json?.user) return { signedIn: json.user };
    // Stored, session cookie set, read models behind: the shell asks /api/auth/me who it is.
    if (reply.status === 202) return { signedIn: null };
    if (reply.ok) return { title: 'Error de login', description: 'Respuesta inválida del servidor' };
    const said = json?.message || json?.details;
    return { title: 'Error de autenticación', description: said || 'Usuario o contraseña incorrectos' };
  } catch {
    return { title: 'Error de autenticación', description: 'Usuario o contraseña incorrectos' };
  }
}
