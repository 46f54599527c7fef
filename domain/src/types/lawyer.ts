// Lawyers (spec 1 sections 2.10 and 3): the wire contract's shapes (wire/lawyers.ts). A lawyer's
// `status` is true when active (inactive lawyers are not offered on requests); `userId` is the
// lawyer's own staff account, when the firm links one (issue 29, demands M3), so the lawyer is
// told of the demands given to them.
export type { Lawyer, LawyerBody as LawyerPayload } from '../wire/lawyers';
