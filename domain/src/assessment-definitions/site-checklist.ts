// The site and app checklist (issue 32; home card 'Checklist de site e app'): cookies and
// consent (ANPD's cookie guide, 2022), the privacy notice's contents (LGPD art. 9), the data
// subjects' rights channel (art. 18), the encarregado published (art. 41 §1) and security
// basics (art. 46); a score per section and what to fix, each citing its article.
import type { AssessmentDefinition, Condition, DefinitionOption } from './definition-types';
import { SITE_CHECKLIST_IDENTITY } from './site-checklist-identity';

const COOKIE_GUIDE = 'Guia orientativo de cookies da ANPD (2022)';

const yes = (question: string): Condition => ({ question, equals: 'yes' });
const includes = (question: string, value: string): Condition => ({ question, includes: value });

/** LGPD art. 9: what the privacy notice must tell the data subject. */
export const PRIVACY_NOTICE_ITEMS: readonly (DefinitionOption & { item: string; fix: string })[] = [
  {
    value: 'purpose',
    label: 'A finalidade específica do tratamento',
    item: 'I',
    fix: 'Informe no aviso de privacidade a finalidade específica de cada tratamento.',
  },
  {
    value: 'formAndDuration',
    label: 'A forma e a duração do tratamento',
    item: 'II',
    fix: 'Informe no aviso de privacidade como os dados são tratados e por quanto tempo.',
  },
  {
    value: 'controllerIdentity',
    label: 'A identificação do controlador',
    item: 'III',
    fix: 'Identifique no aviso de privacidade quem é o controlador (razão social e CNPJ).',
  },
  {
    value: 'controllerContact',
    label: 'As informações de contato do controlador',
    item: 'IV',
    fix: 'Publique no aviso de privacidade as informações de contato do controlador.',
  },
  {
    value: 'sharing',
    label: 'O uso compartilhado de dados e a sua finalidade',
    item: 'V',
    fix: 'Informe no aviso de privacidade com quem os dados são compartilhados e para quê.',
  },
  {
    value: 'responsibilities',
    label: 'As responsabilidades dos agentes que realizarão o tratamento',
    item: 'VI',
    fix: 'Informe no aviso de privacidade as responsabilidades dos agentes de tratamento.',
  },
  {
    value: 'rights',
    label: 'Os direitos do titular, com menção explícita aos do art. 18',
    item: 'VII',
    fix: 'Liste no aviso de privacidade os direitos do titular, citando os do art. 18 da LGPD.',
  },
];

/** LGPD art. 18, I to IX: what the rights channel must let the data subject ask for. */
export const DATA_SUBJECT_RIGHTS: readonly (DefinitionOption & { item: string })[] = [
  { value: 'confirmation', label: 'Confirmação da existência de tratamento', item: 'I' },
  { value: 'access', label: 'Acesso aos dados', item: 'II' },
  {
    value: 'correction',
    label: 'Correção de dados incompletos, inexatos ou desatualizados',
    item: 'III',
  },
  {
    value: 'anonymisation',
    label: 'Anonimização, bloqueio ou eliminação de dados desnecessários ou excessivos',
    item: 'IV',
  },
  { value: 'portability', label: 'Portabilidade dos dados', item: 'V' },
  { value: 'deletion', label: 'Eliminação dos dados tratados com consentimento', item: 'VI' },
  {
    value: 'sharingInformation',
    label: 'Informação sobre as entidades com que os dados foram compartilhados',
    item: 'VII',
  },
  {
    value: 'refusalInformation',
    label: 'Informação sobre a possibilidade de não consentir e suas consequências',
    item: 'VIII',
  },
  { value: 'withdrawal', label: 'Revogação do consentimento', item: 'IX' },
];

const NONE = 'none';
const NOT_APPLICABLE = 'notApplicable';

const [SITE, COOKIES, NOTICE, CHANNEL, DPO, SECURITY] = SITE_CHECKLIST_IDENTITY.stepTitles;

export const SITE_CHECKLIST: AssessmentDefinition = {
  ...SITE_CHECKLIST_IDENTITY,
  steps: [
    {
      position: 1,
      title: SITE,
      intro:
        'Verifique o que o site ou app mostra ao visitante hoje. O resultado é apenas uma indicação e deve ser revisto pelo encarregado ou pela assessoria jurídica.',
      questions: [
        { code: 'address', type: 'text', label: 'Endereço do site ou nome do app na loja' },
        {
          code: 'platform',
          type: 'single',
          label: 'O que está sendo verificado',
          options: [
            { value: 'site', label: 'Site' },
            { value: 'app', label: 'App' },
            { value: 'both', label: 'Site e app' },
          ],
        },
        {
          code: 'checkedOn',
          type: 'date',
          label: 'Data da verificação',
        },
      ],
    },
    {
      position: 2,
      title: COOKIES,
      intro: `Cookies não necessários (de análise, publicidade, redes sociais) dependem do consentimento do visitante (LGPD art. 7º, I e art. 8º; ${COOKIE_GUIDE}).`,
      questions: [
        {
          code: 'nonEssentialCookies',
          type: 'yesNo',
          label:
            'O site ou app usa cookies ou tecnologias semelhantes que não são necessários ao seu funcionamento?',
        },
        {
          code: 'cookieBanner',
          type: 'yesNo',
          label: 'Na primeira visita, um banner informa os cookies usados e suas finalidades?',
          shownWhen: yes('nonEssentialCookies'),
        },
        {
          code: 'rejectAsEasyAsAccept',
          type: 'yesNo',
          label:
            'Rejeitar os cookies é tão fácil quanto aceitá-los (um botão "Rejeitar" no primeiro nível do banner)?',
          shownWhen: yes('nonEssentialCookies'),
        },
        {
          code: 'noCookiesBeforeConsent',
          type: 'yesNo',
          label: 'Nenhum cookie não necessário é instalado antes do consentimento?',
          shownWhen: yes('nonEssentialCookies'),
        },
        {
          code: 'granularCategories',
          type: 'yesNo',
          label:
            'O visitante pode consentir por categoria de cookie (por exemplo, análise e publicidade separadamente)?',
          shownWhen: yes('nonEssentialCookies'),
        },
        {
          code: 'withdrawConsent',
          type: 'yesNo',
          label:
            'O visitante pode rever ou revogar o consentimento a qualquer momento, com a mesma facilidade?',
          shownWhen: yes('nonEssentialCookies'),
        },
        {
          code: 'cookieTools',
          type: 'group',
          label: 'Ferramentas de terceiros que instalam cookies',
          help: 'Opcional: liste as ferramentas para conferir a política de cookies.',
          required: false,
          addLabel: 'Adicionar ferramenta',
          maxItems: 30,
          shownWhen: yes('nonEssentialCookies'),
          fields: [
            { code: 'tool', type: 'text', label: 'Ferramenta', maxLength: 120 },
            {
              code: 'category',
              type: 'single',
              label: 'Categoria',
              options: [
                { value: 'analytics', label: 'Análise' },
                { value: 'advertising', label: 'Publicidade' },
                { value: 'social', label: 'Redes sociais' },
                { value: 'functional', label: 'Funcionalidade' },
              ],
            },
            {
              code: 'retentionDays',
              type: 'number',
              label: 'Duração (dias)',
              integer: true,
              min: 0,
              max: 3650,
            },
          ],
        },
        {
          code: 'cookiePolicy',
          type: 'yesNo',
          label:
            'Há uma política de cookies acessível, com as categorias, finalidades, duração e terceiros envolvidos?',
        },
      ],
    },
    {
      position: 3,
      title: NOTICE,
      intro:
        'O titular tem direito a informações claras, adequadas e ostensivas sobre o tratamento (LGPD art. 9º).',
      questions: [
        {
          code: 'privacyNotice',
          type: 'yesNo',
          label:
            'O site ou app publica um aviso de privacidade de fácil acesso (por exemplo, no rodapé de todas as páginas)?',
        },
        {
          code: 'privacyNoticeContents',
          type: 'multi',
          label: 'O que o aviso de privacidade informa',
          help: 'Marque o que o aviso informa hoje (LGPD art. 9º, I a VII).',
          shownWhen: yes('privacyNotice'),
          options: [
            ...PRIVACY_NOTICE_ITEMS.map(({ value, label }) => ({ value, label })),
            { value: NONE, label: 'Nenhum destes itens' },
          ],
          exclusive: [NONE],
        },
        {
          code: 'privacyNoticeClear',
          type: 'yesNo',
          label:
            'O aviso usa linguagem clara e simples, sem remeter o titular a outros documentos para o essencial?',
          shownWhen: yes('privacyNotice'),
        },
        {
          code: 'privacyNoticeUpdatedOn',
          type: 'date',
          label: 'Data da última atualização do aviso',
          required: false,
          shownWhen: yes('privacyNotice'),
        },
      ],
    },
    {
      position: 4,
      title: CHANNEL,
      intro:
        'O titular exerce os seus direitos por requerimento ao controlador, sem custos (LGPD art. 18 e seus parágrafos).',
      questions: [
        {
          code: 'rightsChannel',
          type: 'yesNo',
          label:
            'Há um canal para o titular exercer os seus direitos (formulário, e-mail ou área logada)?',
        },
        {
          code: 'rightsCovered',
          type: 'multi',
          label: 'O que o canal permite pedir',
          help: 'Marque os direitos do art. 18, I a IX, que o canal atende hoje.',
          shownWhen: yes('rightsChannel'),
          options: [
            ...DATA_SUBJECT_RIGHTS.map(({ value, label }) => ({ value, label })),
            { value: NONE, label: 'Nenhum destes' },
          ],
          exclusive: [NONE],
        },
        {
          code: 'rightsFreeOfCharge',
          type: 'yesNo',
          label: 'O atendimento é gratuito para o titular?',
          shownWhen: yes('rightsChannel'),
        },
        {
          code: 'rightsReplyWithReasons',
          type: 'yesNo',
          label:
            'Quando o pedido não pode ser atendido de imediato, o titular recebe resposta com os motivos ou com a indicação do agente responsável?',
          shownWhen: yes('rightsChannel'),
        },
        {
          code: 'rightsOpposition',
          type: 'yesNo',
          label:
            'O canal aceita a oposição do titular a tratamentos feitos sem o seu consentimento?',
          shownWhen: yes('rightsChannel'),
        },
        {
          code: 'rightsAnpdPetition',
          type: 'yesNo',
          label: 'O aviso informa que o titular pode peticionar à ANPD?',
        },
      ],
    },
    {
      position: 5,
      title: DPO,
      intro:
        'A identidade e o contato do encarregado devem ser públicos, de forma clara e objetiva, preferencialmente no site (LGPD art. 41, §1º).',
      questions: [
        {
          code: 'dpoIdentityPublished',
          type: 'yesNo',
          label:
            'A identidade do encarregado (nome da pessoa ou da empresa) está publicada no site ou app?',
        },
        {
          code: 'dpoContactPublished',
          type: 'yesNo',
          label: 'As informações de contato do encarregado estão publicadas no site ou app?',
        },
        {
          code: 'dpoContact',
          type: 'text',
          label: 'Contato publicado do encarregado',
          required: false,
          maxLength: 200,
          shownWhen: yes('dpoContactPublished'),
        },
      ],
    },
    {
      position: 6,
      title: SECURITY,
      intro:
        'Medidas de segurança técnicas e administrativas aptas a proteger os dados pessoais (LGPD art. 46).',
      questions: [
        {
          code: 'https',
          type: 'yesNo',
          label: 'Todas as páginas e chamadas usam HTTPS com certificado válido?',
        },
        {
          code: 'softwareUpdated',
          type: 'yesNo',
          label: 'A plataforma, os plugins e as bibliotecas são mantidos atualizados?',
        },
        {
          code: 'adminStrongAuth',
          type: 'yesNo',
          label: 'O acesso administrativo exige senha forte e autenticação em dois fatores?',
        },
        {
          code: 'credentialStorage',
          type: 'single',
          label:
            'As senhas dos usuários do site ou app são guardadas com hash forte (por exemplo, Argon2 ou bcrypt)?',
          options: [
            { value: 'yes', label: 'Sim' },
            { value: 'no', label: 'Não' },
            { value: NOT_APPLICABLE, label: 'Não se aplica: não há contas de usuário' },
          ],
        },
        {
          code: 'backups',
          type: 'yesNo',
          label: 'Há cópias de segurança periódicas, com restauração testada?',
        },
      ],
    },
  ],
  scoring: {
    bands: [
      { min: 0, label: 'Inadequado', tone: 'danger' },
      { min: 60, label: 'Parcialmente adequado', tone: 'warning' },
      { min: 90, label: 'Adequado', tone: 'success' },
    ],
    sections: [
      {
        key: 'cookies',
        title: COOKIES,
        items: [
          {
            id: 'cookieBanner',
            earnedWhen: yes('cookieBanner'),
            appliesWhen: yes('nonEssentialCookies'),
            weight: 2,
            fix: {
              text: 'Mostre um banner de cookies na primeira visita, com as finalidades de cada categoria.',
              article: `LGPD art. 8º; ${COOKIE_GUIDE}`,
            },
          },
          {
            id: 'rejectAsEasyAsAccept',
            earnedWhen: yes('rejectAsEasyAsAccept'),
            appliesWhen: yes('nonEssentialCookies'),
            weight: 2,
            fix: {
              text: 'Ofereça um botão "Rejeitar" no primeiro nível do banner, com o mesmo destaque de "Aceitar".',
              article: `LGPD art. 8º, §5º; ${COOKIE_GUIDE}`,
            },
          },
          {
            id: 'noCookiesBeforeConsent',
            earnedWhen: yes('noCookiesBeforeConsent'),
            appliesWhen: yes('nonEssentialCookies'),
            weight: 3,
            fix: {
              text: 'Não instale cookies não necessários antes do consentimento do visitante.',
              article: `LGPD art. 7º, I; ${COOKIE_GUIDE}`,
            },
          },
          {
            id: 'granularCategories',
            earnedWhen: yes('granularCategories'),
            appliesWhen: yes('nonEssentialCookies'),
            weight: 1,
            fix: {
              text: 'Permita o consentimento por categoria de cookie, sem caixas pré-marcadas.',
              article: `LGPD art. 8º, §4º; ${COOKIE_GUIDE}`,
            },
          },
          {
            id: 'withdrawConsent',
            earnedWhen: yes('withdrawConsent'),
            appliesWhen: yes('nonEssentialCookies'),
            weight: 1,
            fix: {
              text: 'Ofereça um meio permanente e fácil de rever ou revogar o consentimento.',
              article: `LGPD art. 8º, §5º e art. 18, IX; ${COOKIE_GUIDE}`,
            },
          },
          {
            id: 'cookiePolicy',
            earnedWhen: yes('cookiePolicy'),
            weight: 1,
            fix: {
              text: 'Publique uma política de cookies com categorias, finalidades, duração e terceiros.',
              article: `LGPD art. 9º; ${COOKIE_GUIDE}`,
            },
          },
        ],
      },
      {
        key: 'privacyNotice',
        title: NOTICE,
        items: [
          {
            id: 'privacyNotice',
            earnedWhen: yes('privacyNotice'),
            weight: 3,
            fix: {
              text: 'Publique um aviso de privacidade de fácil acesso em todas as páginas ou telas.',
              article: 'LGPD art. 9º, caput',
            },
          },
          ...PRIVACY_NOTICE_ITEMS.map((item) => ({
            id: `privacyNotice-${item.value}`,
            earnedWhen: includes('privacyNoticeContents', item.value),
            weight: 1,
            fix: { text: item.fix, article: `LGPD art. 9º, ${item.item}` },
          })),
          {
            id: 'privacyNoticeClear',
            earnedWhen: yes('privacyNoticeClear'),
            weight: 1,
            fix: {
              text: 'Reescreva o aviso de privacidade em linguagem clara, simples e direta.',
              article: 'LGPD art. 6º, VI e art. 9º, caput',
            },
          },
        ],
      },
      {
        key: 'rightsChannel',
        title: CHANNEL,
        items: [
          {
            id: 'rightsChannel',
            earnedWhen: yes('rightsChannel'),
            weight: 3,
            fix: {
              text: 'Crie um canal para o titular exercer os seus direitos (formulário, e-mail ou área logada).',
              article: 'LGPD art. 18, caput e §3º',
            },
          },
          ...DATA_SUBJECT_RIGHTS.map((right) => ({
            id: `rights-${right.value}`,
            earnedWhen: includes('rightsCovered', right.value),
            weight: 1,
            fix: {
              text: `Permita pelo canal o pedido de: ${right.label.toLowerCase()}.`,
              article: `LGPD art. 18, ${right.item}`,
            },
          })),
          {
            id: 'rightsFreeOfCharge',
            earnedWhen: yes('rightsFreeOfCharge'),
            weight: 1,
            fix: {
              text: 'Atenda os pedidos dos titulares sem custos para eles.',
              article: 'LGPD art. 18, §5º',
            },
          },
          {
            id: 'rightsReplyWithReasons',
            earnedWhen: yes('rightsReplyWithReasons'),
            weight: 1,
            fix: {
              text: 'Quando não puder atender de imediato, responda ao titular com os motivos ou indique o agente responsável.',
              article: 'LGPD art. 18, §4º',
            },
          },
          {
            id: 'rightsOpposition',
            earnedWhen: yes('rightsOpposition'),
            weight: 1,
            fix: {
              text: 'Aceite pelo canal a oposição a tratamentos feitos sem consentimento.',
              article: 'LGPD art. 18, §2º',
            },
          },
          {
            id: 'rightsAnpdPetition',
            earnedWhen: yes('rightsAnpdPetition'),
            weight: 1,
            fix: {
              text: 'Informe no aviso que o titular pode peticionar à ANPD.',
              article: 'LGPD art. 18, §1º',
            },
          },
        ],
      },
      {
        key: 'dpo',
        title: DPO,
        items: [
          {
            id: 'dpoIdentityPublished',
            earnedWhen: yes('dpoIdentityPublished'),
            weight: 1,
            fix: {
              text: 'Publique a identidade do encarregado no site ou app, de forma clara e objetiva.',
              article: 'LGPD art. 41, §1º',
            },
          },
          {
            id: 'dpoContactPublished',
            earnedWhen: yes('dpoContactPublished'),
            weight: 1,
            fix: {
              text: 'Publique as informações de contato do encarregado no site ou app.',
              article: 'LGPD art. 41, §1º',
            },
          },
        ],
      },
      {
        key: 'security',
        title: SECURITY,
        items: [
          {
            id: 'https',
            earnedWhen: yes('https'),
            weight: 3,
            fix: {
              text: 'Sirva todas as páginas e chamadas por HTTPS, com certificado válido.',
              article: 'LGPD art. 46',
            },
          },
          {
            id: 'softwareUpdated',
            earnedWhen: yes('softwareUpdated'),
            weight: 2,
            fix: {
              text: 'Mantenha a plataforma, os plugins e as bibliotecas atualizados.',
              article: 'LGPD art. 46',
            },
          },
          {
            id: 'adminStrongAuth',
            earnedWhen: yes('adminStrongAuth'),
            weight: 2,
            fix: {
              text: 'Exija senha forte e autenticação em dois fatores no acesso administrativo.',
              article: 'LGPD art. 46',
            },
          },
          {
            id: 'credentialStorage',
            earnedWhen: yes('credentialStorage'),
            appliesWhen: { not: { question: 'credentialStorage', equals: NOT_APPLICABLE } },
            weight: 2,
            fix: {
              text: 'Guarde as senhas dos usuários com hash forte (Argon2 ou bcrypt), nunca em texto.',
              article: 'LGPD art. 46',
            },
          },
          {
            id: 'backups',
            earnedWhen: yes('backups'),
            weight: 1,
            fix: {
              text: 'Faça cópias de segurança periódicas e teste a restauração.',
              article: 'LGPD arts. 46 e 49',
            },
          },
        ],
      },
    ],
  },
};
