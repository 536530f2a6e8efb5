import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignUpDialog } from '@/features/auth/components/sign-up-dialog';

export const Route = createFileRoute('/advisor_signup/newuser')({
  component: FlirtSignUpPage,
});

function FlirtSignUpPage() {
  const navigate = useNavigate();
  return (
    <div className="auth-backdrop">
      <SignUpDialog
        flirt
        onClose={() => {
          void navigate({ to: '/' });
        }}
      />
    </div>
  );
}
