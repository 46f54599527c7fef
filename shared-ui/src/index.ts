export * from './contract/shell-api';
export type * from './contract/pages';
export type {
  HttpClient,
  HttpErrorCode,
  HttpErrorRequest,
  HttpMethod,
  HttpRequestConfig,
  HttpResponse,
  HttpResponseType,
} from './contract/http';
// By package name, as ShellProvider: the page's one copy of the contract module.
export { HttpError, isHttpError } from '@dpohub/shared-ui/contract';
// The version this build was compiled against: bundled here, never read from a shared copy.
export { SHELL_CONTRACT_VERSION, isContractCompatible } from './contract/contract-version';

// Platform: the standard implementation of the contract.
export * from './platform/session-keys';
export { BROWSER_ID_KEY, createSessionStore } from './platform/session-store';
export type { SessionStore, SessionStoreOptions } from './platform/session-store';
export { createToastApi } from './platform/toast-api';
export { ToastHost } from './platform/ToastHost';
export { preloadableLazy } from './platform/preloadable-lazy';
export type { PreloadableComponent } from './platform/preloadable-lazy';
export { lazyDialog } from './platform/lazy-dialog';
// For a page with several stacks (the simulator's embeds); the shell's stack loads lazily.
export { ToastStack, showToast } from './platform/ToastStack';
export type { ToastKind, ToastStackProps } from './platform/ToastStack';
export { createHttpClient, refusalMessage } from './platform/http-client';
export type { FetchAnswer, FetchTransport, HttpClientOptions } from './platform/http-client';
export { downloadFile, fileNameFromDisposition, saveBlobResponse } from './platform/download-file';
export { createShellApi } from './platform/create-shell-api';
export { preloadHttpClient } from './platform/lazy-http-client';
export type { CreateShellApiOptions } from './platform/create-shell-api';
export { createStandaloneShell } from './platform/standalone-shell';
export type { StandaloneShellOptions } from './platform/standalone-shell';
export {
  ShellProvider,
  useShell,
  useOptionalShell,
  useSessionUser,
} from './platform/ShellProvider';
export type { ShellProviderProps } from './platform/ShellProvider';
export { PortalTargetProvider, usePortalTarget } from './platform/portal-target';
export { PageRoutes } from './platform/PageRoutes';
export type { PageRoutesProps } from './platform/PageRoutes';

// Server data on screens: the query client's defaults and the list-page pattern.
export { createQueryClient, FRESH_FOR_MS } from './data/query-client';
export { EMPTY_PAGE, usePagedQuery } from './data/use-paged-query';
export { useRecordQuery } from './data/use-record-query';
export { useFiltersPage } from './data/use-filters-page';
export type { PagedQueryOptions, PagedQueryResult } from './data/use-paged-query';
export type { RecordQueryOptions, RecordQueryResult } from './data/use-record-query';

// Hooks and labels.
export { useActor } from './hooks/use-actor';
export * from './hooks/use-debounce';
export { useFocusTrap } from './hooks/use-focus-trap';
export { LABELS } from './labels';

// Widgets.
export * from './components/AccordionWizard/AccordionWizard';
export * from './components/AccordionWizard/WizardStepButtons';
export * from './components/Badge/Badge';
export * from './components/Button/Button';
export * from './components/Card/Card';
export * from './components/CheckboxField/CheckboxField';
export * from './components/CheckboxField/CheckboxInput';
export * from './components/ClientPicker/ClientPicker';
export * from './components/ClientPicker/ClientSelect';
export { fetchClients, createClient, deleteClient } from './components/ClientPicker/client-api';
export * from './components/ConfirmDialog/ConfirmDialog';
export * from './components/ConfirmDialog/LazyConfirmDialog';
export * from './components/CpfField/CpfField';
export * from './components/CurrencyField/CurrencyField';
export * from './components/MoneyInput/MoneyInput';
export * from './components/DataTable/DataTable';
export * from './components/DateField/DateField';
export * from './components/FileField/FileField';
export * from './components/FilterDate/FilterDate';
export * from './components/FilterSelect/FilterSelect';
export * from './components/FormButtons/FormButtons';
export * from './components/FormDialog/FormDialog';
export * from './components/HelpPopup/HelpPopup';
export * from './components/HoursField/HoursField';
export * from './components/MaskedField/MaskedField';
export * from './components/Modal/Modal';
export * from './components/NumberField/NumberField';
export * from './components/NotFoundState/NotFoundState';
export * from './components/ObservationToggle/ObservationToggle';
export * from './components/PageContainer/PageContainer';
export * from './components/Pagination/Pagination';
export * from './components/PdfModal/PdfModal';
export * from './components/PeriodField/PeriodField';
export * from './components/RecordHistory/RecordHistory';
export { EagerRecordHistory } from './components/RecordHistory/EagerRecordHistory';
export * from './components/PhoneField/PhoneField';
export * from './components/RowMenu/RowMenu';
export * from './components/SearchBox/SearchBox';
export * from './components/SelectField/SelectField';
export * from './components/Spinner/Spinner';
export * from './components/StatusTag/StatusTag';
export * from './components/Terms/PrivacyNotice';
export * from './components/Terms/TermsOfUse';
export { DPO_EMAIL, TERMS_LAST_CHANGE } from './components/Terms/terms-dates';
export * from './components/TextArea/TextArea';
export * from './components/TextField/TextField';
export * from './components/TextField/TextInput';
export * from './components/YesNoField/YesNoField';
export { FieldShell } from './components/form/FieldShell';
export { useFormField } from './components/form/use-form-field';
