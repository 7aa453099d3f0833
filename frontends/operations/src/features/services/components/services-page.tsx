import '../../../styles.css';
import type { ComboDto, ServiceDto } from '@lavadero/contracts/catalog';
import { failureReason, serverMessage } from '@lavadero/ui/api/api-error';
import { useServiceCombos } from '@lavadero/ui/api/queries/service-combos';
import { useServices } from '@lavadero/ui/api/queries/services';
import { useCan } from '@lavadero/ui/api/use-current-user';
import { Button } from '@lavadero/ui/components/button';
import { PageHeader } from '@lavadero/ui/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lavadero/ui/components/tabs';
import { useToast } from '@lavadero/ui/hooks/use-toast';
import { Package, Plus, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useDeactivateCombo } from '../api/deactivate-combo';
import { useDeactivateService } from '../api/deactivate-service';
import { type CatalogFilter, filterCombos, filterServices, INITIAL_FILTER } from './catalog-filter';
import { CatalogFilters } from './catalog-filters';
import { CatalogList } from './catalog-list';
import { ComboCard } from './combo-card';
import { ComboDialog } from './combo-dialog';
import { DeactivateDialog, type DeactivateTarget } from './deactivate-dialog';
import { ServiceCard } from './service-card';
import { ServiceDialog } from './service-dialog';

/** What the open dialog edits: null creates, an item edits it. */
type Editing<T> = { readonly item: T | null } | null;

/** /servicios (spec 2 "Services screen"): services and combos as cards, with their dialogs. */
export default function ServicesPage() {
  // Prices and the catalogue are the owner's: cashiers and auditors see it without write buttons.
  const canWrite = useCan('catalog.edit');
  const { toast } = useToast();
  const services = useServices();
  const combos = useServiceCombos();
  const deactivateService = useDeactivateService();
  const deactivateCombo = useDeactivateCombo();
  const [filter, setFilter] = useState<CatalogFilter>(INITIAL_FILTER);
  const [editingService, setEditingService] = useState<Editing<ServiceDto>>(null);
  const [editingCombo, setEditingCombo] = useState<Editing<ComboDto>>(null);
  const [deactivating, setDeactivating] = useState<DeactivateTarget | null>(null);

  const allServices = services.data ?? [];
  const shownServices = filterServices(allServices, filter);
  const shownCombos = filterCombos(combos.data ?? [], allServices, filter);
  const narrowed = filter.search.trim() !== '' || filter.categoria !== 'all';

  const confirmDeactivate = (target: DeactivateTarget) => {
    const isService = target.kind === 'servicio';
    const mutation = isService ? deactivateService : deactivateCombo;
    mutation.mutate(target.id, {
      onSuccess: () =>
        toast({
          title: isService ? 'Servicio desactivado' : 'Combo desactivado',
          description: `«${target.nombre}» ya no se ofrece.`,
        }),
      onError: (error) => {
        if (failureReason(error) === null) return; // the session expired: its own toast stays
        toast({
          variant: 'destructive',
          title: isService ? 'Error al desactivar servicio' : 'Error al desactivar combo',
          description: serverMessage(
            error,
            `No se pudo desactivar ${isService ? 'el servicio' : 'el combo'}.`,
          ),
        });
      },
    });
    setDeactivating(null);
  };

  const newService = (label: string) => (
    <Button onClick={() => setEditingService({ item: null })}>
      <Plus />
      {label}
    </Button>
  );
  const newCombo = (label: string) => (
    <Button variant="outline" onClick={() => setEditingCombo({ item: null })}>
      <Plus />
      {label}
    </Button>
  );
  const emptyHint = (what: string) =>
    narrowed
      ? `Ningún ${what} coincide con la búsqueda o la categoría elegida.`
      : canWrite
        ? `Todavía no hay ${what}s cargados. Cree el primero para empezar.`
        : `Todavía no hay ${what}s cargados.`;

  return (
    <>
      <PageHeader
        title="Gestión de Servicios"
        description="Servicios y combos del lavadero, con sus precios y duración"
        actions={
          canWrite && (
            <>
              {newService('Nuevo Servicio')}
              {newCombo('Nuevo Combo')}
            </>
          )
        }
      />
      <CatalogFilters filter={filter} onChange={setFilter} />
      <Tabs defaultValue="servicios">
        <TabsList>
          <TabsTrigger value="servicios">Servicios ({shownServices.length})</TabsTrigger>
          <TabsTrigger value="combos">Combos ({shownCombos.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="servicios" className="mt-2">
          <CatalogList
            label="Servicios"
            items={shownServices}
            isLoading={services.isLoading}
            error={services.error}
            empty={{
              icon: Wrench,
              title: 'No hay servicios',
              description: emptyHint('servicio'),
              action: canWrite && !narrowed ? newService('Crear Primer Servicio') : undefined,
            }}
            renderItem={(service) => (
              <ServiceCard
                service={service}
                canWrite={canWrite}
                onEdit={() => setEditingService({ item: service })}
                onDeactivate={() =>
                  setDeactivating({ kind: 'servicio', id: service.id, nombre: service.nombre })
                }
              />
            )}
          />
        </TabsContent>
        <TabsContent value="combos" className="mt-2">
          <CatalogList
            label="Combos"
            items={shownCombos}
            isLoading={combos.isLoading}
            error={combos.error}
            empty={{
              icon: Package,
              title: 'No hay combos',
              description: emptyHint('combo'),
              action: canWrite && !narrowed ? newCombo('Crear Primer Combo') : undefined,
            }}
            renderItem={(combo) => (
              <ComboCard
                combo={combo}
                canWrite={canWrite}
                onEdit={() => setEditingCombo({ item: combo })}
                onDeactivate={() => setDeactivating({ kind: 'combo', id: combo.id, nombre: combo.nombre })}
              />
            )}
          />
        </TabsContent>
      </Tabs>
      {editingService && (
        <ServiceDialog service={editingService.item} onClose={() => setEditingService(null)} />
      )}
      {editingCombo && (
        <ComboDialog combo={editingCombo.item} services={allServices} onClose={() => setEditingCombo(null)} />
      )}
      <DeactivateDialog
        target={deactivating}
        onConfirm={confirmDeactivate}
        onClose={() => setDeactivating(null)}
      />
    </>
  );
}
