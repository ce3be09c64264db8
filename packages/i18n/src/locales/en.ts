// Every English area file, by area (see ../areas.ts). Static imports: the bundled resources need them all.
import type { TextArea } from '../areas';
import common from './en/common.json';
import errors from './en/errors.json';
import portal from './en/portal.json';
import routes from './en/routes.json';
import screensClient from './en/screens.client.json';
import screensOperator from './en/screens.operator.json';
import screensPartner from './en/screens.partner.json';
import screensProfile from './en/screens.profile.json';
import screensPublic from './en/screens.public.json';
import screensReports from './en/screens.reports.json';
import screensShell from './en/screens.shell.json';
import status from './en/status.json';
import ui from './en/ui.json';
import widgetsCommentsThread from './en/widgets.commentsThread.json';
import widgetsConditionIcons from './en/widgets.conditionIcons.json';
import widgetsConfirmWithProblems from './en/widgets.confirmWithProblems.json';
import widgetsCookieBanner from './en/widgets.cookieBanner.json';
import widgetsImportDropzone from './en/widgets.importDropzone.json';
import widgetsLanguageSwitch from './en/widgets.languageSwitch.json';
import widgetsNotificationBell from './en/widgets.notificationBell.json';
import widgetsPackageForm from './en/widgets.packageForm.json';
import widgetsPageHeader from './en/widgets.pageHeader.json';
import widgetsReportHeader from './en/widgets.reportHeader.json';
import widgetsRoleSelector from './en/widgets.roleSelector.json';
import widgetsSigningModal from './en/widgets.signingModal.json';
import widgetsTestMeasurementForm from './en/widgets.testMeasurementForm.json';

export const enAreas = {
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
