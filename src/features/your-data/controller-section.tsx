import { wholeWords } from '../../components/whole-words';
import type { DataProtection } from '../../config/data-protection';
import type { YourDataTranslate } from '../../i18n/your-data-messages';
import { formatCnpj } from '../../validation/cnpj';

/**
 * Who answers for the broker's data (LGPD arts. 23 and 41): the controller and its
 * encarregado, as the deployment named them (config.json). One it did not name is said in
 * words, whom to ask, rather than left blank.
 */
export function ControllerSection({
  dataProtection,
  text,
}: {
  readonly dataProtection: DataProtection;
  readonly text: YourDataTranslate;
}) {
  const { controller, encarregado } = dataProtection;
  return (
    <section className="your-data-section" aria-labelledby="controller-title">
      <h2 id="controller-title">{text('controller.title')}</h2>
      {controller ? (
        <dl className="your-data-facts">
          <dt>{text('controller.controller')}</dt>
          <dd>{controller.name}</dd>
          <dd>{wholeWords(text('controller.cnpj', { cnpj: formatCnpj(controller.cnpj) }))}</dd>
        </dl>
      ) : (
        <p>{wholeWords(text('controller.noController'))}</p>
      )}
      {encarregado ? (
        <dl className="your-data-facts">
          <dt>{text('controller.encarregado')}</dt>
          <dd>{encarregado.name}</dd>
          <dd>
            {encarregado.contact.kind === 'email' ? (
              <a href={`mailto:${encarregado.contact.value}`}>{encarregado.contact.value}</a>
            ) : (
              <a href={encarregado.contact.value} target="_blank" rel="noopener noreferrer">
                {encarregado.contact.value}
              </a>
            )}
          </dd>
        </dl>
      ) : (
        <p>{wholeWords(text('controller.noEncarregado'))}</p>
      )}
    </section>
  );
}
