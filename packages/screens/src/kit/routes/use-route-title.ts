import { useEppTranslation } from '@epp/i18n';
import type { ScreenRoute } from './route';

/** A route's title labels in the interface language, for the shell header and a screen's ScreenLayout. */
export function useRouteTitle(route: Pick<ScreenRoute<string>, 'title'>): string[] {
  const { t } = useEppTranslation();
  return route.title.map((key) => t(key));
}
