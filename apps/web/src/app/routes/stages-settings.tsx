import { StageSettings } from '../../features/applicants/stages/components/stage-settings';
import { PRODUCT_NAME } from '../../lib/links';
import { useStagesT } from '../../lib/stages-texts';

export function StagesSettingsRoute() {
  const t = useStagesT();
  return (
    <>
      <title>{`${t('settings.pageTitle')} · ${PRODUCT_NAME}`}</title>
      <StageSettings />
    </>
  );
}
