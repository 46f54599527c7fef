import {
  assignedRecipients,
  commentRecipients,
  deadlineChangedRecipients,
  firmCreatedRecipients,
  digestRecipients,
  newRequestRecipients,
  participantAddedRecipients,
  requestEditedRecipients,
  statusChangeNotice,
  statusChangeRecipients,
  type DemandAudience,
  type NotifiableUser,
} from './notification-recipients';

const user = (id: number, extra: Partial<NotifiableUser> = {}): NotifiableUser => ({
  id,
  name: `Pessoa ${id}`,
  email: `p${id}@x.local`,
  enabled: true,
  staff: false,
  ...extra,
});

const staffA = user(1, { staff: true });
const staffB = user(2, { staff: true });
const disabledStaff = user(3, { staff: true, enabled: false });
const author = user(10);
const participant = user(11);
const disabledParticipant = user(12, { enabled: false });

const audience: DemandAudience = {
  author,
  clientAuthor: null,
  participants: [participant, disabledParticipant],
  clientAdmins: [],
  lawyerUser: null,
  staff: [staffA, staffB, disabledStaff],
};

const allOn = () => false;
const ids = (recipients: { user: NotifiableUser }[]) => recipients.map((r) => r.user.id);

describe('statusChangeNotice', () => {
  it.each([
    ['PENDENTE', 'NAO_INICIADO', 'accepted'],
    ['NAO_INICIADO', 'EM_CURSO', 'started'],
    ['EM_CURSO', 'FINALIZADO', 'finished'],
    ['EM_CURSO', 'CANCELADO', 'cancelled'],
    ['PENDENTE', 'CANCELAMENTO', 'cancellationRequested'],
    ['CANCELAMENTO', 'CANCELADO', 'cancellationAccepted'],
    ['CANCELAMENTO', 'PENDENTE', 'cancellationRefused'],
    ['PENDENTE', 'PENDENTE', null],
  ] as const)('%s -> %s is %s', (from, to, notice) => {
    expect(statusChangeNotice(from, to)).toBe(notice);
  });
});

describe('who is told of what', () => {
  it('tells every enabled staff member of a new client request, not the client who sent it', () => {
    const recipients = newRequestRecipients(audience, author.id, allOn);
    expect(ids(recipients)).toEqual([1, 2]);
    expect(recipients.every((r) => r.kind === 'newClientRequest')).toBe(true);
  });

  it("tells only the demand's lawyer once a lawyer with an enabled account is set", () => {
    const lawyer = user(4, { staff: true });
    expect(
      ids(newRequestRecipients({ ...audience, lawyerUser: lawyer }, author.id, allOn)),
    ).toEqual([4]);
    const off = user(4, { staff: true, enabled: false });
    expect(ids(newRequestRecipients({ ...audience, lawyerUser: off }, author.id, allOn))).toEqual([
      1, 2,
    ]);
  });

  it('sends a cancellation request to the firm and other changes to author and participants', () => {
    const request = statusChangeRecipients('cancellationRequested', audience, author.id, allOn);
    expect(ids(request)).toEqual([1, 2]);
    expect(request[0]!.kind).toBe('cancellationRequested');
    const accepted = statusChangeRecipients('accepted', audience, staffA.id, allOn);
    expect(ids(accepted)).toEqual([10, 11]);
    expect(accepted[0]!.kind).toBe('statusChanged');
  });

  it('never tells the person who made the change', () => {
    expect(ids(statusChangeRecipients('finished', audience, participant.id, allOn))).toEqual([10]);
    expect(ids(commentRecipients(true, { ...audience, author: staffA }, staffA.id, allOn))).toEqual(
      [11],
    );
  });

  it('routes comments by who wrote them', () => {
    const byClient = commentRecipients(false, audience, author.id, allOn);
    expect(ids(byClient)).toEqual([1, 2, 11]);
    expect(byClient.map((r) => r.kind)).toEqual([
      'clientComment',
      'clientComment',
      'requestComment',
    ]);
    const byFirm = commentRecipients(true, audience, staffB.id, allOn);
    expect(ids(byFirm)).toEqual([10, 11]);
    expect(byFirm[0]!.kind).toBe('firmComment');
  });

  it('tells each added participant once, skipping disabled users and the one who added them', () => {
    const added = [participant, participant, disabledParticipant, author];
    expect(ids(participantAddedRecipients(added, author.id, allOn))).toEqual([11]);
  });

  it('honours a kind turned off, for that user and that kind only', () => {
    const turnedOff = (userId: number, kind: string) => userId === 10 && kind === 'statusChanged';
    expect(ids(statusChangeRecipients('started', audience, staffA.id, turnedOff))).toEqual([11]);
    expect(ids(commentRecipients(true, audience, staffA.id, turnedOff))).toEqual([10, 11]);
  });

  it('skips users without an e-mail and a missing author', () => {
    const noMail = user(13, { email: ' ' });
    const recipients = statusChangeRecipients(
      'started',
      { ...audience, author: null, participants: [noMail, participant] },
      staffA.id,
      allOn,
    );
    expect(ids(recipients)).toEqual([11]);
  });

  describe('the recipients table of issue 29 (demands M2, M3)', () => {
    const lawyer = user(4, { staff: true });
    const namedAuthor = user(20);
    const clientAdmin = user(21);
    const disabledAdmin = user(22, { enabled: false });
    // A demand the firm opened: staffA is its author, a client user is named as its author.
    const firmDemand: DemandAudience = {
      author: staffA,
      clientAuthor: namedAuthor,
      participants: [participant],
      clientAdmins: [clientAdmin, disabledAdmin, namedAuthor],
      lawyerUser: lawyer,
      staff: [staffA, staffB, lawyer],
    };

    // event -> who gets an e-mail when staffA (the firm) or the named author (the client) acts.
    it.each([
      [
        'the firm opens it',
        () => firmCreatedRecipients(firmDemand, staffA.id, allOn),
        [20, 11, 21],
      ],
      [
        'the firm opens it: the lawyer',
        () => assignedRecipients(firmDemand, staffA.id, allOn),
        [4],
      ],
      [
        'the firm accepts it',
        () => statusChangeRecipients('accepted', firmDemand, staffA.id, allOn),
        [20, 11, 21, 4],
      ],
      [
        'the lawyer starts it',
        () => statusChangeRecipients('started', firmDemand, lawyer.id, allOn),
        [1, 20, 11, 21],
      ],
      [
        'the firm comments',
        () => commentRecipients(true, firmDemand, staffA.id, allOn),
        [20, 11, 21, 4],
      ],
      [
        'the client comments: the firm, then the other people of the request (m1)',
        () => commentRecipients(false, firmDemand, namedAuthor.id, allOn),
        [4, 1, 11, 21],
      ],
      [
        'a participant comments (m1)',
        () => commentRecipients(false, firmDemand, participant.id, allOn),
        [4, 1, 20, 21],
      ],
      [
        'a client administrator comments, no lawyer account: every staff member (m1)',
        () => commentRecipients(false, { ...firmDemand, lawyerUser: null }, clientAdmin.id, allOn),
        [1, 2, 4, 20, 11],
      ],
      [
        'the firm moves the deadline (m2)',
        () => deadlineChangedRecipients(firmDemand, staffA.id, allOn),
        [20, 11, 21, 4],
      ],
      [
        'the lawyer moves the deadline (m2)',
        () => deadlineChangedRecipients(firmDemand, lawyer.id, allOn),
        [1, 20, 11, 21],
      ],
      [
        'the client edits a pending request (m2)',
        () => requestEditedRecipients(firmDemand, namedAuthor.id, allOn),
        [4],
      ],
      [
        'the client edits it, no lawyer account: every staff member (m2)',
        () => requestEditedRecipients({ ...firmDemand, lawyerUser: null }, namedAuthor.id, allOn),
        [1, 2, 4],
      ],
      [
        'the client asks to cancel',
        () => statusChangeRecipients('cancellationRequested', firmDemand, namedAuthor.id, allOn),
        [4],
      ],
      [
        'the lawyer is assigned by the lawyer',
        () => assignedRecipients(firmDemand, lawyer.id, allOn),
        [],
      ],
      [
        'no lawyer account: the firm side is every staff member',
        () =>
          statusChangeRecipients(
            'cancellationRequested',
            { ...firmDemand, lawyerUser: null },
            namedAuthor.id,
            allOn,
          ),
        [1, 2, 4],
      ],
    ])('%s -> %j', (_, recipients, expected) => {
      expect(ids(recipients())).toEqual(expected);
    });

    it("honours a client's own choice on comments of other people (m1)", () => {
      const adminOff = (userId: number, kind: string) => userId === 21 && kind === 'requestComment';
      expect(ids(commentRecipients(false, firmDemand, participant.id, adminOff))).toEqual([
        4, 1, 20,
      ]);
      expect(ids(deadlineChangedRecipients(firmDemand, staffA.id, adminOff))).toEqual([
        20, 11, 21, 4,
      ]);
    });

    it('uses the kinds a user can turn off', () => {
      expect(firmCreatedRecipients(firmDemand, staffA.id, allOn)[0]!.kind).toBe(
        'firmCreatedRequest',
      );
      expect(assignedRecipients(firmDemand, staffA.id, allOn)[0]!.kind).toBe('assigned');
      const adminOff = (userId: number, kind: string) =>
        userId === 21 && kind === 'firmCreatedRequest';
      expect(ids(firmCreatedRecipients(firmDemand, staffA.id, adminOff))).toEqual([20, 11]);
    });
  });

  it('sends the digest to enabled staff who keep it on', () => {
    const turnedOff = (userId: number) => userId === 2;
    expect(ids(digestRecipients(audience.staff, turnedOff))).toEqual([1]);
  });
});
