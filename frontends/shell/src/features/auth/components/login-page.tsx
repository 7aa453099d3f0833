import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { Car } from 'lucide-react';
import { LoginForm } from './login-form';

export function LoginPage() {
  return (
    <div className="flex min-h-svh items-center justify-center bg-gradient-to-br from-primary/10 via-background to-primary/5 p-4">
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex size-14 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Car className="size-8" />
          </div>
          <CardTitle className="text-2xl">
            <h1>Sistema de Gestión para Car Wash</h1>
          </CardTitle>
          <CardDescription>Ingrese sus credenciales para acceder al sistema</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
      </Card>
    </div>
  );
}
