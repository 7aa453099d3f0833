import { Button } from '@lavadero/ui/components/button';
import { useTheme } from '@lavadero/ui/hooks/use-theme';
import { Moon, Sun } from 'lucide-react';

/** Light/dark switch; the choice is remembered in localStorage under 'theme'. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label="Cambiar tema" title="Cambiar tema">
      {theme === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
