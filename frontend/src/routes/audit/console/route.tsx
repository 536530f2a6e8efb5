import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuditLayout } from '@/features/audit/components/audit-layout';
import { requireAuditor } from '@/features/audit/lib/require-auditor';

export const Route = createFileRoute('/audit/console')({
  beforeLoad: ({ context, location }) => requireAuditor(context, location),
  component: AuditConsole,
});

function AuditConsole() {
  return (
    <AuditLayout>
      <Outlet />
    </AuditLayout>
  );
}
