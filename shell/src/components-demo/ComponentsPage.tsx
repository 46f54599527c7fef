import { DEMAND_STATUS_BADGE, DEMAND_STATUS_LABEL, MESSAGES } from '@dpohub/domain';
import {
  AccordionWizard,
  Badge,
  Button,
  Card,
  CheckboxField,
  ConfirmDialog,
  CpfField,
  CurrencyField,
  DataTable,
  DateField,
  FileField,
  FilterSelect,
  FormButtons,
  HelpPopup,
  HoursField,
  Modal,
  NumberField,
  ObservationToggle,
  PageContainer,
  Pagination,
  PdfModal,
  PeriodField,
  PhoneField,
  PrivacyNotice,
  RowMenu,
  SearchBox,
  SelectField,
  Spinner,
  StatusTag,
  TextArea,
  TermsOfUse,
  TextField,
  YesNoField,
  useOptionalShell,
} from '@dpohub/shared-ui';
import type { DataTableColumn, FormMode } from '@dpohub/shared-ui';
import { Formik } from 'formik';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { LGPD_PRIMER_URL } from '../lgpd-primer/lgpd-primer';
import styles from './ComponentsPage.module.css';

interface SampleRow {
  id: number;
  name: string;
  status: keyof typeof DEMAND_STATUS_LABEL;
}

const SAMPLE_ROWS: SampleRow[] = [
  { id: 1, name: 'Revisão de contrato de fornecedor', status: 'PENDENTE' },
  { id: 2, name: 'Consulta sobre base legal', status: 'EM_CURSO' },
  { id: 3, name: 'Política de privacidade do site', status: 'FINALIZADO' },
];

const COLUMNS: DataTableColumn<SampleRow>[] = [
  { key: 'id', header: 'Pasta', width: '6rem', render: (row) => row.id },
  { key: 'name', header: 'Demanda', render: (row) => row.name },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <StatusTag
        label={DEMAND_STATUS_LABEL[row.status]}
        variant={DEMAND_STATUS_BADGE[row.status]}
      />
    ),
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

const FORM_VALUES = {
  text: '',
  notes: '',
  yesNo: '',
  option: '',
  agree: false,
  files: [] as File[],
  date: '',
  money: 0,
  phone: '',
  cpf: '',
  period: '',
  amount: '',
  hours: '',
};

/** /components: every shared-ui widget, for designers and the widgets' own teams. */
export function ComponentsPage() {
  const shell = useOptionalShell();
  const [page, setPage] = useState(1);
  const [modalOpen, setModalOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [pdfOpen, setPdfOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [observation, setObservation] = useState(false);
  const [mode, setMode] = useState<FormMode>('view');
  const [search, setSearch] = useState('');
  const [wizardOpen, setWizardOpen] = useState<string[]>(['one']);
  const [badgeEnabled, setBadgeEnabled] = useState(true);
  const [statusFilter, setStatusFilter] = useState<string | undefined>(undefined);

  // A public page outside the layout: its own main landmark and h1 (axe, platform m27).
  return (
    <main className={styles.main}>
      <PageContainer>
        <h1 className={styles.title}>Componentes</h1>
        <Section title="Botões e cartões">
          <div className={styles.row}>
            <Button>Primário</Button>
            <Button variant="secondary">Secundário</Button>
            <Button variant="danger">Perigo</Button>
            <Button variant="ghost">Discreto</Button>
            <Button loading>Salvando</Button>
          </div>
          <div className={styles.cards}>
            <Card title="Função disponível" onClick={() => shell?.toast.success('Cartão aberto')} />
            <Card
              title="Função sem acesso"
              disabled
              onClick={() => shell?.toast.warn(MESSAGES.noAccess)}
            />
          </div>
        </Section>

        <Section title="Tabela, busca e paginação">
          <div className={styles.row}>
            <SearchBox label="Buscar" placeholder="Buscar..." onSearch={setSearch} />
            <FilterSelect
              label="Status"
              value={statusFilter}
              allLabel="Todos"
              options={Object.entries(DEMAND_STATUS_LABEL).map(([value, label]) => ({
                value,
                label,
              }))}
              onChange={setStatusFilter}
            />
            <RowMenu
              label="Ações do exemplo"
              items={[
                { label: 'Editar', onSelect: () => shell?.toast.info('Editar') },
                { label: 'Aceitar', onSelect: () => undefined, disabled: true },
              ]}
            />
          </div>
          <p className={styles.note}>
            Busca: {search || '—'} · Status: {statusFilter ?? 'Todos'}
          </p>
          <DataTable
            columns={COLUMNS}
            rows={SAMPLE_ROWS}
            getRowKey={(row) => row.id}
            caption="Exemplo de tabela"
          />
          <DataTable
            columns={COLUMNS}
            rows={[]}
            getRowKey={(row) => row.id}
            caption="Tabela vazia"
          />
          <DataTable
            columns={COLUMNS}
            rows={[]}
            getRowKey={(row) => row.id}
            loading
            caption="Tabela carregando"
          />
          <Pagination page={page} pageCount={12} onChange={setPage} />
        </Section>

        <Section title="Status e indicadores">
          <div className={styles.row}>
            {Object.entries(DEMAND_STATUS_LABEL).map(([status, label]) => (
              <StatusTag
                key={status}
                label={label}
                variant={DEMAND_STATUS_BADGE[status as keyof typeof DEMAND_STATUS_BADGE]}
              />
            ))}
            <StatusTag label="Arquivada" archived />
            <Badge enabled={badgeEnabled} onClick={() => setBadgeEnabled((v) => !v)} />
            <Spinner showLabel />
          </div>
        </Section>

        <Section title="Janelas">
          <div className={styles.row}>
            <Button onClick={() => setModalOpen(true)}>Abrir modal</Button>
            <Button variant="danger" onClick={() => setConfirmOpen(true)}>
              Confirmar remoção
            </Button>
            <Button variant="secondary" onClick={() => setPdfOpen(true)}>
              Abrir PDF
            </Button>
            <Button variant="ghost" onClick={() => setHelpOpen(true)}>
              Ajuda
            </Button>
          </div>
          <Modal open={modalOpen} title="Exemplo de modal" onClose={() => setModalOpen(false)}>
            <p>Conteúdo do modal. Escape fecha; o foco fica dentro.</p>
          </Modal>
          <ConfirmDialog
            open={confirmOpen}
            title={MESSAGES.removeClientTitle}
            text={MESSAGES.removeClientText}
            cancelLabel={MESSAGES.no}
            confirmLabel={MESSAGES.removeClientConfirm}
            danger
            onCancel={() => setConfirmOpen(false)}
            onConfirm={() => setConfirmOpen(false)}
          />
          <PdfModal
            open={pdfOpen}
            title="Conheça a LGPD"
            url={LGPD_PRIMER_URL}
            onClose={() => setPdfOpen(false)}
          />
          <HelpPopup open={helpOpen} onClose={() => setHelpOpen(false)}>
            <p>Texto de ajuda da tela.</p>
          </HelpPopup>
        </Section>

        <Section title="Formulário">
          <Formik initialValues={FORM_VALUES} onSubmit={() => undefined}>
            <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
              <TextField name="text" label="Texto" placeholder="Digite aqui" />
              <TextArea name="notes" label="Descrição" rows={3} />
              <YesNoField name="yesNo" label="Sim ou não?" />
              <SelectField
                name="option"
                label="Seleção"
                options={[
                  { value: 'a', label: 'Opção A' },
                  { value: 'b', label: 'Opção B' },
                ]}
              />
              <CheckboxField name="agree" label="Controle de Horas" variant="switch" />
              <FileField name="files" label="Arquivos" accept={['pdf', 'docx']} multiple />
              <DateField name="date" label="Data" />
              <CurrencyField name="money" label="Valor" />
              <PhoneField name="phone" label="Telefone" />
              <CpfField name="cpf" label="CPF" />
              <PeriodField name="period" label="Período" />
              <NumberField name="amount" label="Número" />
              <HoursField name="hours" label="Horas" format="HHH:mm" />
              <ObservationToggle open={observation} onToggle={setObservation}>
                <TextArea name="notes" label="Observação" />
              </ObservationToggle>
              <FormButtons
                mode={mode}
                onEdit={() => setMode('editing')}
                onCancel={() => setMode('view')}
                onSave={() => setMode('view')}
                onDelete={() => setConfirmOpen(true)}
              />
            </form>
          </Formik>
        </Section>

        <Section title="Assistente em etapas">
          <AccordionWizard
            reached={1}
            open={wizardOpen}
            onOpenChange={setWizardOpen}
            steps={[
              { key: 'one', title: '1 - Dados Pessoais', content: <p>Primeira etapa.</p> },
              { key: 'two', title: '2 - Natureza dos dados', content: <p>Segunda etapa.</p> },
              { key: 'three', title: '3 - Propósitos', content: <p>Etapa ainda bloqueada.</p> },
            ]}
          />
        </Section>
        <Section title="Termos de uso e aviso de privacidade">
          <TermsOfUse headingLevel={3} />
          <PrivacyNotice headingLevel={3} />
        </Section>
      </PageContainer>
    </main>
  );
}
