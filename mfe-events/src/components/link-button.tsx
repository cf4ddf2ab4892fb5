import { useNavigate } from '@diva/router';
import { Button, type ButtonProps } from '@diva/ui';

/** A button that goes to a route (the kit's Button is not polymorphic). */
export function LinkButton({ to, ...props }: ButtonProps & { to: string }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => void navigate(to)} />;
}
