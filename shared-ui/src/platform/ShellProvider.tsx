// The shell API's React context lives in the shared contract module, one instance per page:
// imported by package name so that Module Federation hands every build the same copy.
export {
  ShellProvider,
  useShell,
  useOptionalShell,
  useSessionUser,
} from '@dpohub/shared-ui/contract';
export type { ShellProviderProps } from '@dpohub/shared-ui/contract';
