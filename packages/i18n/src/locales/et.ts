// Every Estonian area file, by area (see ../areas.ts). Static imports: the bundled resources need them all.
import type { TextArea } from '../areas';
import common from './et/common.json';
import errors from './et/errors.json';
import portal from './et/portal.json';
import routes from './et/routes.json';
import screensClient from './et/screens.client.json';
import screensOperator from './et/screens.operator.json';
import screensPartner from './et/screens.partner.json';
import screensProfile from './et/screens.profile.json';
import screensPublic from './et/screens.public.json';
import screensReports from './et/screens.reports.json';
import screensShell from './et/screens.shell.json';
import status from './et/status.json';
import ui from './et/ui.json';
import widgetsCommentsThread from './et/widgets.commentsThread.json';
import widgetsConditionIcons from './et/widgets.conditionIcons.json';
import widgetsConfirmWithProblems from './et/widgets.confirmWithProblems.json';
import widgetsCookieBanner from './et/widgets.cookieBanner.json';
import widgetsImportDropzone from './et/widgets.importDropzone.json';
import widgetsLanguageSwitch from './et/widgets.languageSwitch.json';
import widgetsNotificationBell from './et/widgets.notificationBell.json';
import widgetsPackageForm from './et/widgets.packageForm.json';
import widgetsPageHeader from './et/widgets.pageHeader.json';
import widgetsReportHeader from './et/widgets.reportHeader.json';
import widgetsRoleSelector from './et/widgets.roleSelector.json';
import widgetsSigningModal from './et/widgets.signingModal.json';
import widgetsTestMeasurementForm from './et/widgets.testMeasurementForm.json';

export const etAreas = {
  common,
  errors,
  portal,
  routes,
  'screens.client': screensClient,
  'screens.operator': screensOperator,
  'screens.partner': screensPartner,
  'screens.profile': screensProfile,
  'screens.public': screensPublic,
  'screens.reports': screensReports,
  'screens.shell': screensShell,
  status,
  ui,
  'widgets.commentsThread': widgetsCommentsThread,
  'widgets.conditionIcons': widgetsConditionIcons,
  'widgets.confirmWithProblems': widgetsConfirmWithProblems,
  'widgets.cookieBanner': widgetsCookieBanner,
  'widgets.importDropzone': widgetsImportDropzone,
  'widgets.languageSwitch': widgetsLanguageSwitch,
  'widgets.notificationBell': widgetsNotificationBell,
  'widgets.packageForm': widgetsPackageForm,
  'widgets.pageHeader': widgetsPageHeader,
  'widgets.reportHeader': widgetsReportHeader,
  'widgets.roleSelector': widgetsRoleSelector,
  'widgets.signingModal': widgetsSigningModal,
  'widgets.testMeasurementForm': widgetsTestMeasurementForm,
} satisfies Record<TextArea, object>;
