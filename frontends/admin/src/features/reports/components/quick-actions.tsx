import { Button } from '@lavadero/ui/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@lavadero/ui/components/card';
import { BarChart3, Package, Users, Wrench } from 'lucide-react';
import { Link } from 'react-router';

const ACTIONS = [
  { label: 'Reporte de Ventas', to: '/ventas', icon: BarChart3 },
  { label: 'Análisis de Servicios', to: '/servicios', icon: Wrench },
  { label: 'Reporte de Clientes', to: '/clientes', icon: Users },
  { label: 'Control de Stock', to: '/inventario', icon: Package },
] as const;

/** 'Acciones Rápidas': each one opens the screen it names. */
export function QuickActions() {
  return (
    <Card role="region" aria-label="Acciones Rápidas">
      <CardHeader>
        <CardTitle>Acciones Rápidas</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2">
        {ACTIONS.map(({ label, to, icon: Icon }) => (
          <Button key={to} asChild variant="outline" className="justify-start">
            <Link to={to}>
              <Icon aria-hidden />
              {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
