import { ADULT_AGE, TERMS_DOWNLOAD_WINDOW_BUSINESS_DAYS } from '@dpohub/domain';
import { TERMS_LAST_CHANGE } from './terms-dates';
import styles from './Terms.module.css';

/** Terms of use (spec 4, last section; spec 1 section 1). */
export function TermsOfUse({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <article className={styles.document} aria-labelledby="terms-of-use-title">
      <H id="terms-of-use-title">Termos de Uso</H>
      <p className={styles.updated}>Última alteração: {TERMS_LAST_CHANGE}.</p>

      <Sub>1. Aceitação</Sub>
      <p>
        Ao acessar e utilizar a plataforma DPOHUB, você declara ter lido, compreendido e aceito
        estes Termos de Uso e o Aviso de Privacidade. Se não concordar com eles, não utilize a
        plataforma.
      </p>

      <Sub>2. Definições e papéis</Sub>
      <ul>
        <li>
          <strong>Cliente:</strong> a empresa que contrata os serviços do escritório e cadastra os
          seus usuários na plataforma.
        </li>
        <li>
          <strong>Usuário:</strong> a pessoa cadastrada pelo Cliente que acessa a plataforma com
          login e senha próprios, nos limites das permissões que lhe forem atribuídas.
        </li>
        <li>
          <strong>Usuário Master:</strong> o usuário administrador do Cliente, que cria e gerencia
          outros usuários e os seus acessos, ajusta configurações e solicita serviços.
        </li>
        <li>
          <strong>Usuário Externo:</strong> a pessoa que, sem cadastro completo, recebe acesso
          temporário e limitado a recursos ou documentos específicos.
        </li>
      </ul>

      <Sub>3. Cadastro e acesso</Sub>
      <p>
        O uso da plataforma é permitido apenas a pessoas com {ADULT_AGE} anos ou mais. Depois que o
        Cliente realiza o cadastro, o Usuário é notificado por e-mail, confirma a sua identidade,
        completa e edita o seu perfil e, antes de utilizar a plataforma, deve aceitar estes Termos
        de Uso e o Aviso de Privacidade.
      </p>
      <p>
        O Usuário é o único responsável pelo sigilo do seu login e da sua senha, que são pessoais e
        intransferíveis, e por todas as ações realizadas com eles. Qualquer uso não autorizado deve
        ser comunicado imediatamente.
      </p>

      <Sub>4. Uso adequado</Sub>
      <p>
        O Usuário compromete-se a utilizar a plataforma de acordo com a lei, estes Termos e a
        boa-fé, a não tentar acessar áreas ou dados para os quais não tenha permissão e a não
        inserir conteúdo ilícito, ofensivo ou que viole direitos de terceiros.
      </p>

      <Sub>5. Encerramento</Sub>
      <p>
        Encerrada a relação contratual ou o acesso do Usuário, ele terá{' '}
        {TERMS_DOWNLOAD_WINDOW_BUSINESS_DAYS} dias úteis para baixar os seus documentos. Após esse
        prazo, os documentos serão excluídos definitivamente da plataforma.
      </p>

      <Sub>6. Disposições finais</Sub>
      <ul>
        <li>
          <strong>Sucessão:</strong> estes Termos obrigam as partes e os seus sucessores.
        </li>
        <li>
          <strong>Cessão:</strong> o Usuário não pode ceder os direitos e obrigações destes Termos
          sem autorização prévia.
        </li>
        <li>
          <strong>Novação:</strong> a tolerância com o descumprimento de qualquer cláusula não
          implica novação nem renúncia de direitos.
        </li>
        <li>
          <strong>Sobrevivência:</strong> as cláusulas que, por sua natureza, devam permanecer em
          vigor continuam válidas após o encerramento.
        </li>
        <li>
          <strong>Independência das cláusulas:</strong> se alguma cláusula for considerada inválida,
          as demais permanecem em pleno vigor.
        </li>
        <li>
          <strong>Lei e foro:</strong> estes Termos são regidos pelas leis da República Federativa
          do Brasil, e fica eleito o foro central da comarca de São Paulo, SP, para dirimir
          quaisquer controvérsias.
        </li>
        <li>
          <strong>Alterações:</strong> reservamo-nos o direito de alterar estes Termos a qualquer
          momento, com aviso posterior aos Usuários.
        </li>
      </ul>
    </article>
  );
}
