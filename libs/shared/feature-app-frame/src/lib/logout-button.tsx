import { useNavigate } from 'react-router-dom';
import { useLogout } from '@akademi-siber/data-access-auth';
import { Button, NavItem, type ButtonVariant } from '@akademi-siber/ui-design-system';

/** "Keluar" as a navbar item: revokes the session on the server, forgets it here, then goes to /login. */
export function LogoutNavItem({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <NavItem>
      <Button
        type="button"
        $variant={variant}
        $size="sm"
        onClick={async () => {
          await logout();
          navigate('/login');
        }}
      >
        Keluar
      </Button>
    </NavItem>
  );
}
