// The client field of the budget header, in a module of its own so that only a firm admin, the
// one user who picks a client here, loads it (issue 34 bound 1). The header never offers creating
// or removing a client, so it takes the field alone, without those dialogs' code.
export { ClientSelect } from '@dpohub/shared-ui';
