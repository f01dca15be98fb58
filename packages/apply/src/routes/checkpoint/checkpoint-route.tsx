import { useNavigate } from 'react-router';
import { createCheckpointController } from '@leasekit/core/checkout';
import { useOwnedStore, useUpdateOptions, useStore } from '@leasekit/core/react';
import { useBrand } from '@leasekit/ui';
import { CheckpointScreen } from '../../screens/checkpoint';
import { readCheckpointConfig } from '../../config';
import { useServices } from '../../app/services-context';
import { useBreadcrumbs, useTranslate } from '../../app/use-app';
import { RetrievalVerification } from './retrieval-verification';

/**
 * The checkpoint `/checkpoint` (03 §2, 01 §4, §7): the core's checkpoint controller (the retrieval form,
 * where a retrieved application goes, the automatic submit of a configured uuid) on the checkpoint
 * screen, with the PIN verification once a retrieval awaits it.
 */
export default function CheckpointRoute() {
  const { api, session } = useServices();
  const { locale } = useTranslate();
  const breadcrumbs = useBreadcrumbs();
  const navigate = useNavigate();
  const { contactPhone } = useBrand();
  const ports = {
    locale,
    contactPhone,
    navigate: (path: string, options?: { replace?: boolean }) => void navigate(path, options),
  };
  const checkpoint = useOwnedStore(() =>
    createCheckpointController({
      transport: api.request,
      session,
      pageConfig: readCheckpointConfig(),
      ...ports,
    }),
  );
  useUpdateOptions(checkpoint, ports);
  const view = useStore(checkpoint);
  return (
    <CheckpointScreen
      locale={locale}
      breadcrumbs={breadcrumbs}
      form={view.form}
      onRetrieved={checkpoint.retrieved}
      verification={
        view.verificationUuid ? <RetrievalVerification uuid={view.verificationUuid} /> : undefined
      }
      onBack={checkpoint.back}
      approvalCeiling={view.approvalCeiling}
    />
  );
}
